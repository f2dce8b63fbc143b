import type { TCurrencyRate } from '@coinvest/contract';
import { convertAmount, formatMoney, type MoneyPrecision } from '@coinvest/ui';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencyRates } from './api/get-currency-rates';
import {
  getPreferredCurrency,
  setPreferredCurrency,
  subscribeToPreferredCurrency,
} from './preferred-currency';

/** The currency every amount is in until the rates arrive, and the base of every rate. */
export const BASE_CURRENCY = 'USD';

export interface CurrencyState {
  /** The picker's currencies, in the API's order (empty until they load). */
  currencies: TCurrencyRate[];
  /** The chosen currency's code: the stored choice when it is offered, else the first. */
  currency: string;
  setCurrency: (code: string) => void;
  isLoading: boolean;
  isError: boolean;
}

/**
 * The reader's currency. The choice lives in local storage (preferred-currency) and the
 * rates in one shared query, so every component that asks sees the same currency, and a
 * change in one tab reaches the others; no provider is needed around the tree.
 */
export function useCurrency(): CurrencyState {
  const rates = useCurrencyRates();
  const stored = useSyncExternalStore(
    subscribeToPreferredCurrency,
    getPreferredCurrency,
    () => null,
  );
  const currencies = useMemo(() => rates.data ?? [], [rates.data]);

  const offered = currencies.some((rate) => rate.code === stored);
  const currency = offered && stored ? stored : (currencies[0]?.code ?? stored ?? BASE_CURRENCY);

  return {
    currencies,
    currency,
    setCurrency: setPreferredCurrency,
    isLoading: rates.isPending,
    isError: rates.isError,
  };
}

/**
 * The one way an amount becomes text on this site: from its own currency to the reader's
 * (divide by the source rate, multiply by the target's), then formatted for the page's
 * language. Until the rates are known an amount is shown in its own currency, never
 * mislabelled in another.
 */
export function useFormatMoney(): (
  amount: string,
  currency: string,
  precision?: MoneyPrecision,
) => string {
  const { currencies, currency: target } = useCurrency();
  const { i18n } = useTranslation();
  const locale = i18n.language;

  return useCallback(
    (amount: string, currency: string, precision?: MoneyPrecision) => {
      const from = currencies.find((rate) => rate.code === currency);
      const to = currencies.find((rate) => rate.code === target);
      if (currency === target || !from || !to) {
        return formatMoney(amount, currency, locale, precision);
      }
      return formatMoney(convertAmount(amount, from.rate, to.rate), target, locale, precision);
    },
    [currencies, target, locale],
  );
}
