export { convertAmount, currencyDecimals, formatMoney } from './money';
export { formatDate, formatRelativeTime } from './date';
export { featureLabel, firstAndRest } from './labels';
