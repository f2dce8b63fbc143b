export {
  AUTH_CHANGE_EVENT,
  AUTH_TOKEN_KEY,
  clearSession,
  CURRENT_USER_KEY,
  getStoredUser,
  getToken,
  setSession,
  subscribeToSession,
} from './storage';
export { ApiProvider, createSessionApiClient, useApi } from './api-client';
export {
  currentUserQueryKey,
  currentUserQueryOptions,
  useCurrentUser,
  useStoredToken,
  type CurrentUserState,
} from './current-user';
export { SessionProvider } from './session-provider';
export { signOut, SIGN_OUT_RELOAD_DELAY_MS, useSignOut } from './sign-out';
export { useSignIn, useStartSession } from './sign-in';
export { DEVICE_TOKEN_KEY, withDeviceToken } from './device-token';
