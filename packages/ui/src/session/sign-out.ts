import type { ApiClient } from '@coinvest/contract/client';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from './api-client';
import { clearSession } from './storage';

export const SIGN_OUT_RELOAD_DELAY_MS = 100;

/**
 * Sign-out: tell the server (a failure changes nothing), forget the token and
 * user (authChange fires), go to /, and reload after 100 ms so no cached data survives.
 * The move to / completes first, so no page reacts to the signed-out state (a protected
 * page would redirect to /signin) while the user is on their way home.
 */
export async function signOut({
  api,
  navigate,
  reload = () => window.location.reload(),
}: {
  api: ApiClient;
  navigate: (path: string, options: { flushSync: boolean }) => void | Promise<void>;
  reload?: () => void;
}): Promise<void> {
  try {
    await api.auth.logout({ body: {} });
  } catch {
    // Offline or the server is down: the session still ends on this device.
  }
  await navigate('/', { flushSync: true });
  clearSession();
  window.setTimeout(reload, SIGN_OUT_RELOAD_DELAY_MS);
}

export function useSignOut(): () => Promise<void> {
  const api = useApi();
  const navigate = useNavigate();
  return useCallback(() => signOut({ api, navigate }), [api, navigate]);
}
