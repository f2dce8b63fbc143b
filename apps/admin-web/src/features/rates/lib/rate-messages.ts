import { CURRENCY_RATE_ADMIN_MESSAGES, ZCurrencyRatesUpdateBodySchema } from '@coinvest/contract';
import { schemaResolver, type FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';

type RateMessageKey = keyof typeof CURRENCY_RATE_ADMIN_MESSAGES;

const keyByMessage = new Map<string, RateMessageKey>(
  Object.entries(CURRENCY_RATE_ADMIN_MESSAGES).map(([key, message]) => [
    message,
    key as RateMessageKey,
  ]),
);

/** An exchange-rate message of the contract in the reader's language; others as they came. */
export function translateRateMessage(message: string, t: TFunction): string {
  const key = keyByMessage.get(message);
  return key ? t(`rates.validation.${key}`) : message;
}

/** Validates the rates form ({ rates: [{ code, rate }] }) with the contract's PUT body schema. */
export function ratesFormResolver(t: TFunction): (values: unknown) => FormErrors {
  const resolve = schemaResolver(ZCurrencyRatesUpdateBodySchema, { sync: true });
  return (values) =>
    Object.fromEntries(
      Object.entries(resolve(values)).map(([path, error]) => [
        path,
        typeof error === 'string' ? translateRateMessage(error, t) : error,
      ]),
    );
}
