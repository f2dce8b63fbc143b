import { useApi, useCurrentUser } from '@coinvest/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { changeSiteLanguage } from './site-language';

/**
 * When a user is signed in, the site adopts the language saved on their account (chosen on
 * another device or browser); an account without one keeps the language of this browser.
 */
export function useAccountLanguage(): void {
  const api = useApi();
  const { i18n } = useTranslation();
  const userId = useCurrentUser().user?.id;

  useEffect(() => {
    if (userId === undefined) return;
    let signedOut = false;
    void api.users
      .getMyPreferences()
      .then((response) => {
        const saved = response.status === 200 ? response.body.language : null;
        if (!signedOut && saved && saved !== i18n.language) {
          return changeSiteLanguage(i18n, saved);
        }
      })
      .catch(() => null);
    return () => {
      signedOut = true;
    };
  }, [api, i18n, userId]);
}
