import { ZUserSchema, type TUser } from '@coinvest/contract';

/** Browser storage keys and the event the sites share: other tabs and code listen for them. */
export const AUTH_TOKEN_KEY = 'authToken';
export const CURRENT_USER_KEY = 'currentUser';
export const AUTH_CHANGE_EVENT = 'authChange';

export function getToken(): string | null {
  return window.localStorage.getItem(AUTH_TOKEN_KEY);
}

/** The user stored at sign-in; only a hint for display, the server's answer is what counts. */
export function getStoredUser(): TUser | null {
  const raw = window.localStorage.getItem(CURRENT_USER_KEY);
  if (!raw) return null;
  try {
    const parsed = ZUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function announceAuthChange(): void {
  window.dispatchEvent(new Event(AUTH_CHANGE_EVENT));
}

/** Keeps the signed-in session: token under authToken, user under currentUser. */
export function setSession(token: string, user: TUser): void {
  window.localStorage.setItem(AUTH_TOKEN_KEY, token);
  window.localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
  announceAuthChange();
}

/** Forgets the session; announces it only when there was one, so listeners do not loop. */
export function clearSession(): void {
  const hadSession =
    window.localStorage.getItem(AUTH_TOKEN_KEY) !== null ||
    window.localStorage.getItem(CURRENT_USER_KEY) !== null;
  window.localStorage.removeItem(AUTH_TOKEN_KEY);
  window.localStorage.removeItem(CURRENT_USER_KEY);
  if (hadSession) announceAuthChange();
}

/** Calls `listener` when this tab or another one changes the session. */
export function subscribeToSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTH_TOKEN_KEY || event.key === CURRENT_USER_KEY) {
      listener();
    }
  };
  window.addEventListener(AUTH_CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(AUTH_CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
