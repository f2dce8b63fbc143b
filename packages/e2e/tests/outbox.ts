import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/**
 * The API's development mailbox for this run (MAIL_DIR, the file mail driver), beside its
 * database folder; playwright.config.ts creates E2E_PG_DATA_DIR before anything reads this.
 */
export function e2eMailDir(): string {
  const dataDir = process.env.E2E_PG_DATA_DIR;
  if (!dataDir) throw new Error('E2E_PG_DATA_DIR is not set: run the tests through Playwright');
  return `${dataDir}-mailbox`;
}

interface MailboxEmail {
  to: string;
  subject: string;
  text: string;
}

async function latestEmailTo(email: string, subject: string): Promise<MailboxEmail | undefined> {
  const dir = e2eMailDir();
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.json'));
  // The file names sort by time: the newest last.
  for (const name of names.sort().reverse()) {
    const mail = JSON.parse(await readFile(join(dir, name), 'utf8')) as MailboxEmail;
    if (mail.to === email && mail.subject === subject) return mail;
  }
  return undefined;
}

/**
 * Reads the code of the newest e-mail of this subject to an address from the mailbox, as a
 * developer would. The API delivers in the background, so the file may come a moment after the
 * answer.
 */
async function latestCode(email: string, subject: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = await latestEmailTo(email, subject);
        code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
        return code;
      },
      { message: `a 6-digit code e-mailed to ${email}`, timeout: 10_000 },
    )
    .toBeDefined();
  return code ?? '';
}

/** The code of the newest password reset e-mail to an address (in English). */
export function latestResetCode(email: string): Promise<string> {
  return latestCode(email, 'Your password reset code');
}

/** The code of the newest sign-up verification e-mail to an address (in English). */
export function latestVerificationCode(email: string): Promise<string> {
  return latestCode(email, 'Verify your email address');
}
