import { createKysely } from '@coinvest/db';
import { e2eEnv } from './env';

/** Reads the reset code the API wrote to the e-mail outbox, as a developer would in the log. */
export async function latestResetCode(email: string): Promise<string> {
  const db = createKysely(`postgres://postgres:postgres@localhost:${e2eEnv.pgPort}/coinvest`, 1);
  try {
    const message = await db
      .selectFrom('emailOutbox')
      .select(['bodyText'])
      .where('toAddress', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const code = /\b(\d{6})\b/.exec(message.bodyText)?.[1];
    if (!code) throw new Error(`no 6-digit code in the e-mail to ${email}`);
    return code;
  } finally {
    await db.destroy();
  }
}
