import {
  isLanguageCode,
  type TUpdateUserPreferencesBody,
  type TUserPreferences,
} from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../auth/request-user';
import { findPreferredLanguage, updatePreferredLanguage } from './users.repository';

type Context = Pick<FastifyInstance, 'db'>;

/** The caller's own saved choices; the route has no user id, so no one reads another's. */
export async function getPreferences({ db }: Context, user: AuthUser): Promise<TUserPreferences> {
  const language = await findPreferredLanguage(db, user.id);
  return { language: isLanguageCode(language) ? language : null };
}

export async function savePreferences(
  { db }: Context,
  user: AuthUser,
  body: TUpdateUserPreferencesBody,
): Promise<TUserPreferences> {
  await updatePreferredLanguage(db, user.id, body.language);
  return { language: body.language };
}
