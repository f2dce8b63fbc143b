export { Flag, type FlagProps } from './Flag';
export { CurrencyFlag } from './CurrencyFlag';
