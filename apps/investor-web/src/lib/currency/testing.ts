import type { TCurrencyRate } from '@coinvest/contract';

const updatedAt = '2026-11-22T00:00:00.000Z';

/** The eight currencies (docs/product-rules.md, Currencies and rates), as GET /api/currency-rates answers them, for tests. */
export const testCurrencyRates: TCurrencyRate[] = [
  { code: 'USD', name: 'US Dollar', symbol: '$', flag: '🇺🇸', rate: '1', updatedAt },
  { code: 'GHS', name: 'Ghanaian Cedi', symbol: '₵', flag: '🇬🇭', rate: '12.5', updatedAt },
  { code: 'NGN', name: 'Nigerian Naira', symbol: '₦', flag: '🇳🇬', rate: '1650', updatedAt },
  {
    code: 'XOF',
    name: 'West African CFA Franc',
    symbol: 'CFA',
    flag: '🇸🇳',
    rate: '610',
    updatedAt,
  },
  {
    code: 'XAF',
    name: 'Central African CFA Franc',
    symbol: 'FCFA',
    flag: '🇨🇲',
    rate: '610',
    updatedAt,
  },
  { code: 'GBP', name: 'British Pound', symbol: '£', flag: '🇬🇧', rate: '0.79', updatedAt },
  { code: 'EUR', name: 'Euro', symbol: '€', flag: '🇪🇺', rate: '0.92', updatedAt },
  { code: 'CNY', name: 'Chinese Yuan', symbol: '¥', flag: '🇨🇳', rate: '7.3', updatedAt },
];

export const currencyRatesRoute = {
  'GET /api/currency-rates': { status: 200, body: testCurrencyRates },
} as const;
