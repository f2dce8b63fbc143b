/**
 * The shared currency service (not a feature: every feature shows money): the picker state,
 * the conversion, and the one way to show an amount.
 */
export { CurrencyPicker, type CurrencyPickerProps } from './components/CurrencyPicker';
export { Money, type MoneyProps } from './components/Money';
export { BASE_CURRENCY, useCurrency, useFormatMoney, type CurrencyState } from './use-currency';
export { PREFERRED_CURRENCY_KEY } from './preferred-currency';
export { useAccountCurrency } from './use-account-currency';
export { currencyRatesQueryOptions } from './api/get-currency-rates';
