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

async function latestEmailTo(email: string): Promise<MailboxEmail | undefined> {
  const dir = e2eMailDir();
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.json'));
  // The file names sort by time: the newest last.
  for (const name of names.sort().reverse()) {
    const mail = JSON.parse(await readFile(join(dir, name), 'utf8')) as MailboxEmail;
    if (mail.to === email) return mail;
  }
  return undefined;
}

/**
 * Reads the code of the newest e-mail to an address (a reset's or a sign-up's) from the
 * mailbox, as a developer would. The API delivers in the background, so the file may come a
 * moment after the answer.
 */
export async function latestEmailedCode(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = await latestEmailTo(email);
        code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
        return code;
      },
      { message: `a 6-digit code e-mailed to ${email}`, timeout: 10_000 },
    )
    .toBeDefined();
  return code ?? '';
}

/** The code of the newest password reset e-mail to an address. */
export const latestResetCode = latestEmailedCode;
