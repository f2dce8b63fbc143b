import type { TUser } from '@coinvest/contract';
import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useApi } from './api-client';
import { clearSession, getToken, subscribeToSession } from './storage';

/** Its key: a read's key starts with its path. */
export const currentUserQueryKey = ['/api/auth/user'] as const;

/** GET /api/auth/user: a 401 means "signed out" (the token is forgotten), not an error. */
export function currentUserQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: async (): Promise<TUser | null> => {
      const response = await api.auth.currentUser();
      if (response.status === 401) {
        clearSession();
        return null;
      }
      return unwrap(response, 200);
    },
    retry: false,
    staleTime: 0,
  });
}

/** The stored token, re-read when this tab or another one signs in or out. */
export function useStoredToken(): string | null {
  return useSyncExternalStore(subscribeToSession, getToken, () => null);
}

export interface CurrentUserState {
  /** The signed-in user, or null for a visitor (and while loading). */
  user: TUser | null;
  /** True while a stored token is being checked with the server. */
  isLoading: boolean;
  /** A failure other than 401 (network, 5xx). */
  error: Error | null;
  isAdmin: boolean;
}

/**
 * Who is signed in. Asks the server only when a token is stored; re-read on window focus
 * and on storage and authChange events (see SessionProvider).
 */
export function useCurrentUser(): CurrentUserState {
  const api = useApi();
  const token = useStoredToken();
  const query = useQuery({ ...currentUserQueryOptions(api), enabled: token !== null });
  const user = token === null ? null : (query.data ?? null);
  return {
    user,
    isLoading: token !== null && query.isPending,
    error: token === null ? null : query.error,
    isAdmin: user?.role === 'admin',
  };
}
