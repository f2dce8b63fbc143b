import type { TSignInResponse } from '@coinvest/contract';
import type { TestUser } from '@coinvest/db/testing';
import { generate } from 'otplib';
import type { TestApi } from './helpers';

// The second-factor steps the sign-in and second-factor tests take through the API.

/** Six digits no authenticator of these tests shows at the moment they are typed. */
export const WRONG_CODE = '000000';

/**
 * An authenticator app's code `offsetSeconds` from now. The server accepts one 30 s step
 * either side, so a test can use three different codes in a row (past, now, next).
 */
export async function codeAt(secret: string, offsetSeconds: number): Promise<string> {
  // A past step's code turns two steps old, and is refused, if a step ends before the server
  // checks it (a loaded machine takes seconds): late in a step, wait for the next one.
  const intoStep = (Date.now() / 1000) % 30;
  if (offsetSeconds < 0 && intoStep > 20) {
    await new Promise((resolve) => setTimeout(resolve, (30 - intoStep) * 1000 + 100));
  }
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
}

/** Sign-in's first step: the e-mail and the password. */
export function passwordStep(api: TestApi, user: TestUser) {
  return api.client.auth.signIn({ body: { email: user.email, password: user.plainPassword } });
}

/** The session of a sign-in that needs no second factor. */
export async function sessionOf(api: TestApi, user: TestUser): Promise<TSignInResponse> {
  const response = await passwordStep(api, user);
  if (response.status !== 200) throw new Error(`Sign-in answered ${response.status}`);
  return response.body;
}

/** The challenge of a sign-in whose `next` step (the code by default) must follow. */
export async function challengeOf(
  api: TestApi,
  user: TestUser,
  next: 'code' | 'enrolment' = 'code',
): Promise<string> {
  const response = await passwordStep(api, user);
  if (response.status !== 202) throw new Error(`Sign-in answered ${response.status}`);
  if (response.body.next !== next) throw new Error(`Sign-in asked for ${response.body.next}`);
  return response.body.challengeToken;
}

/** Enrols a signed-in account (its session `token`); answers its secret and recovery codes. */
export async function enrolSignedIn(api: TestApi, user: TestUser, token: string) {
  const client = api.clientWithToken(token);
  const started = await client.auth.startSecondFactorEnrolment({ body: {} });
  if (started.status !== 200) throw new Error(`Enrolment answered ${started.status}`);
  const confirmed = await client.auth.confirmSecondFactorEnrolment({
    body: { code: await codeAt(started.body.secret, -30), currentPassword: user.plainPassword },
  });
  if (confirmed.status !== 200) throw new Error(`Confirmation answered ${confirmed.status}`);
  return { secret: started.body.secret, recoveryCodes: confirmed.body.recoveryCodes };
}

/**
 * Enrols where the factor is required, with the sign-in's enrolment challenge; answers the
 * secret, the recovery codes and the session the confirmation starts.
 */
export async function enrolAtSignIn(api: TestApi, challengeToken: string) {
  const started = await api.client.auth.startSecondFactorEnrolment({ body: { challengeToken } });
  if (started.status !== 200) throw new Error(`Enrolment answered ${started.status}`);
  const confirmed = await api.client.auth.confirmSecondFactorEnrolment({
    body: { challengeToken, code: await codeAt(started.body.secret, 0) },
  });
  if (confirmed.status !== 200 || !confirmed.body.session) throw new Error('No session');
  return {
    secret: started.body.secret,
    recoveryCodes: confirmed.body.recoveryCodes,
    session: confirmed.body.session,
  };
}

/** A session token begun without the code, as one from before the factor was required. */
export async function sessionWithoutCode(api: TestApi, userId: number): Promise<string> {
  const session = await api.db
    .insertInto('sessions')
    .values({ userId, expiresAt: new Date(Date.now() + 3_600_000) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return api.app.jwt.sign({ sub: String(userId), sid: session.id });
}

export const sessionIdOf = (api: TestApi, token: string) =>
  api.app.jwt.decode<{ sid: string }>(token)?.sid ?? '';

/** As if the session had not been used for this long. */
export async function idleFor(api: TestApi, token: string, minutes: number) {
  await api.db
    .updateTable('sessions')
    .set({ lastSeenAt: new Date(Date.now() - minutes * 60_000) })
    .where('id', '=', sessionIdOf(api, token))
    .execute();
}

/** How many hours the session has left before it ends whatever its use. */
export async function hoursLeftOf(api: TestApi, token: string): Promise<number> {
  const row = await api.db
    .selectFrom('sessions')
    .select('expiresAt')
    .where('id', '=', sessionIdOf(api, token))
    .executeTakeFirstOrThrow();
  return (row.expiresAt.getTime() - Date.now()) / 3_600_000;
}
