import type { TUserPreferences } from '@coinvest/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSavedPreferences } from '../lib/use-saved-preferences';
import { changeSiteLanguage } from './site-language';

/**
 * When a user is signed in, the site adopts the language saved on their account; an account
 * without one keeps the language of this browser.
 */
export function useAccountLanguage(): void {
  const { i18n } = useTranslation();
  const adoptSavedLanguage = useCallback(
    ({ language }: TUserPreferences) =>
      language && language !== i18n.language ? changeSiteLanguage(i18n, language) : undefined,
    [i18n],
  );
  useSavedPreferences(adoptSavedLanguage);
}
