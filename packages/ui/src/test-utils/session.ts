import type { TUser } from '@coinvest/contract';
import { AUTH_TOKEN_KEY, CURRENT_USER_KEY } from '../session';

export function makeUser(overrides: Partial<TUser> = {}): TUser {
  return {
    id: 7,
    username: 'ama_mensah',
    email: 'ama@example.com',
    firstName: 'Ama',
    lastName: 'Mensah',
    role: 'user',
    emailVerified: true,
    createdAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

/** A stored session, as sign-in leaves it; the test stubs GET /api/auth/user to match. */
export function storeSession(user: TUser, token = 'token-1') {
  window.localStorage.setItem(AUTH_TOKEN_KEY, token);
  window.localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
}
