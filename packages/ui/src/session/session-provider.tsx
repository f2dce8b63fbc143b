import type { ApiClient } from '@coinvest/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ApiProvider } from './api-client';
import { currentUserQueryKey } from './current-user';
import { subscribeToSession } from './storage';

/**
 * Gives the tree its API client and keeps the current user fresh: re-read on window focus
 * and whenever the session changes, here or in another tab. One listener per site, however
 * many components ask who is signed in.
 */
export function SessionProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  const queryClient = useQueryClient();

  useEffect(() => {
    const reread = () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    const unsubscribe = subscribeToSession(reread);
    window.addEventListener('focus', reread);
    return () => {
      unsubscribe();
      window.removeEventListener('focus', reread);
    };
  }, [queryClient]);

  return <ApiProvider client={client}>{children}</ApiProvider>;
}
