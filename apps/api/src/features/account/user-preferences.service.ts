import {
  isLanguageCode,
  PREFERENCE_MESSAGES,
  type TUpdateUserPreferencesBody,
  type TUserPreferences,
} from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../../lib/errors';
import type { AuthUser } from '../../lib/access/request-user';
import { listCurrencyRates } from '../currency-rates/currency-rates.repository';
import { findPreferences, updatePreferences } from '../users/users.repository';

type Context = Pick<FastifyInstance, 'db'>;

/** The caller's own saved choices; the route has no user id, so no one reads another's. */
export async function getPreferences({ db }: Context, user: AuthUser): Promise<TUserPreferences> {
  const saved = await findPreferences(db, user.id);
  return {
    language: isLanguageCode(saved.language) ? saved.language : null,
    currency: saved.currency,
  };
}

/** Saves what the body names; a currency must be one the picker offers. */
export async function savePreferences(
  ctx: Context,
  user: AuthUser,
  body: TUpdateUserPreferencesBody,
): Promise<TUserPreferences> {
  if (body.currency !== undefined) {
    const offered = await listCurrencyRates(ctx.db);
    if (!offered.some((rate) => rate.code === body.currency)) {
      throw new BadRequestError(PREFERENCE_MESSAGES.currencyInvalid);
    }
  }
  await updatePreferences(ctx.db, user.id, body);
  return getPreferences(ctx, user);
}
