import type { NewCurrencyRate } from '../schema';

/**
 * The picker's eight currencies, as units per 1 US dollar
 * (docs/product-rules.md, Currencies and rates).
 */
export const DEMO_CURRENCY_RATES: NewCurrencyRate[] = [
  { code: 'USD', name: 'US Dollar', symbol: '$', flag: '🇺🇸', rate: '1' },
  { code: 'GHS', name: 'Ghanaian Cedi', symbol: '₵', flag: '🇬🇭', rate: '12.5' },
  { code: 'NGN', name: 'Nigerian Naira', symbol: '₦', flag: '🇳🇬', rate: '1650' },
  { code: 'XOF', name: 'West African CFA Franc', symbol: 'CFA', flag: '🇸🇳', rate: '610' },
  { code: 'XAF', name: 'Central African CFA Franc', symbol: 'FCFA', flag: '🇨🇲', rate: '610' },
  { code: 'GBP', name: 'British Pound', symbol: '£', flag: '🇬🇧', rate: '0.79' },
  { code: 'EUR', name: 'Euro', symbol: '€', flag: '🇪🇺', rate: '0.92' },
  { code: 'CNY', name: 'Chinese Yuan', symbol: '¥', flag: '🇨🇳', rate: '7.3' },
].map((rate, index) => ({ ...rate, sortOrder: index + 1 }));
