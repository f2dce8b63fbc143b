import { useApi, useCurrentUser } from '@coinvest/ui';
import { useEffect } from 'react';
import { getPreferredCurrency, setPreferredCurrency } from './preferred-currency';

/**
 * When a user is signed in, the site adopts the currency saved on their account (chosen on
 * another device or browser); an account without one keeps this browser's choice. As the
 * language does (i18n/use-account-language.ts).
 */
export function useAccountCurrency(): void {
  const api = useApi();
  const userId = useCurrentUser().user?.id;

  useEffect(() => {
    if (userId === undefined) return;
    let signedOut = false;
    void api.users
      .getMyPreferences()
      .then((response) => {
        const saved = response.status === 200 ? response.body.currency : null;
        if (!signedOut && saved && saved !== getPreferredCurrency()) setPreferredCurrency(saved);
      })
      .catch(() => null);
    return () => {
      signedOut = true;
    };
  }, [api, userId]);
}
