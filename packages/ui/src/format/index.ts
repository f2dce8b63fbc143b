export { convertAmount, currencyDecimals, formatMoney } from './money';
export { formatDate, formatRelativeTime } from './date';
