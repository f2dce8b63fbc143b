import { currencyFlagCountry } from '@coinvest/contract';
import { IconCurrency } from '@tabler/icons-react';
import { Flag } from './Flag';

/**
 * A currency's flag (the contract's map from currency to country), or the currency sign for one
 * without a flag there. Decorative, like Flag: the code and name are written beside it.
 */
export function CurrencyFlag({ code }: { code: string }) {
  const country = currencyFlagCountry(code);
  return country ? <Flag country={country} /> : <IconCurrency size={16} aria-hidden />;
}
