export {
  convertAmount,
  currencyDecimals,
  formatMoney,
  roundDecimal,
  type MoneyPrecision,
} from './money';
export { formatDate, formatRelativeTime } from './date';
export { countryChoices, countryName } from './country';
export { featureLabel, firstAndRest } from './labels';
