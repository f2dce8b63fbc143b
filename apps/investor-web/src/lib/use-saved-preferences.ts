import type { TUserPreferences } from '@coinvest/contract';
import { useApi, useCurrentUser } from '@coinvest/ui';
import { useEffect } from 'react';

/**
 * When a user is signed in, hands the preferences saved on their account (chosen on another
 * device or browser) to `apply`; nothing is applied once they have signed out again. `apply`
 * must keep its identity between renders (a module function or a useCallback).
 */
export function useSavedPreferences(apply: (saved: TUserPreferences) => unknown): void {
  const api = useApi();
  const userId = useCurrentUser().user?.id;

  useEffect(() => {
    if (userId === undefined) return;
    let signedOut = false;
    void api.users
      .getMyPreferences()
      .then((response) => {
        if (!signedOut && response.status === 200) return apply(response.body);
      })
      .catch(() => null);
    return () => {
      signedOut = true;
    };
  }, [api, apply, userId]);
}
