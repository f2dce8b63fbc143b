import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eEnv, LONG_FLOW_TIMEOUT } from '../env';
import { signInAsInvestor, signInThroughForm, signUpThroughApi } from '../fixtures';
import { e2eMailDir } from '../outbox';
import { roomInStep, totp } from '../totp';

test.describe.configure({ timeout: LONG_FLOW_TIMEOUT });

/** The unlock link of the newest lock e-mail to an address, read from the mailbox. */
async function unlockLinkSentTo(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const dir = e2eMailDir();
        const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
        for (const name of names.reverse()) {
          const mail = JSON.parse(await readFile(join(dir, name), 'utf8')) as {
            to: string;
            text: string;
          };
          if (mail.to !== email) continue;
          link = /(http\S+\/second-factor\/unlock\?token=[\w-]+)/.exec(mail.text)?.[1];
          if (link) break;
        }
        return link;
      },
      { message: `an unlock link e-mailed to ${email}`, timeout: 10_000 },
    )
    .toBeDefined();
  return link ?? '';
}

test('an investor turns two-factor sign-in on with the password; wrong codes lock it until the e-mailed link unlocks it', async ({
  page,
  request,
}) => {
  const account = await signUpThroughApi(request);
  await signInAsInvestor(page, account);

  await page.goto(`${e2eEnv.investorUrl}/settings`);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await page.locator('code').first().textContent())!.trim();
  const form = page.getByRole('form', { name: 'Two-factor sign-in' });
  await form.getByLabel('Current password').fill(account.password);
  await roomInStep();
  await form.getByLabel('Code from the app').fill(totp(key, -30));
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();

  // A new visit: the password, then five wrong codes.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`${e2eEnv.investorUrl}/signin`);
  await signInThroughForm(page, account.email, account.password);
  const code = page.getByLabel('Code from the app or a recovery code');
  for (let attempt = 1; attempt <= 5; attempt++) {
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/api/auth/second-factor/signin'),
    );
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await answered;
  }
  await expect(
    page.getByText('Too many wrong codes: two-factor sign-in is locked.', { exact: false }),
  ).toBeVisible();

  await page.goto(await unlockLinkSentTo(account.email));
  await page.getByRole('button', { name: 'Unlock two-factor sign-in' }).click();
  await expect(page.getByRole('status')).toContainText('Two-factor sign-in is unlocked.');
  await page.getByRole('link', { name: 'Go to sign in' }).click();

  await signInThroughForm(page, account.email, account.password);
  await page.getByLabel('Code from the app or a recovery code').fill(totp(key, 30));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`${e2eEnv.investorUrl}/dashboard`);
});
