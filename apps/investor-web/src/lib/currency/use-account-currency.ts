import type { TUserPreferences } from '@coinvest/contract';
import { useSavedPreferences } from '../use-saved-preferences';
import { getPreferredCurrency, setPreferredCurrency } from './preferred-currency';

function adoptSavedCurrency({ currency }: TUserPreferences): void {
  if (currency && currency !== getPreferredCurrency()) setPreferredCurrency(currency);
}

/**
 * When a user is signed in, the site adopts the currency saved on their account; an account
 * without one keeps this browser's choice.
 */
export function useAccountCurrency(): void {
  useSavedPreferences(adoptSavedCurrency);
}
