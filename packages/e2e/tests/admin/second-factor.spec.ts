import { createKysely } from '@coinvest/db';
import { expect, test } from '@playwright/test';
import { e2eEnv, LONG_FLOW_TIMEOUT } from '../env';
import { signInThroughForm, signUpThroughApi } from '../fixtures';
import { roomInStep, totp } from '../totp';

test.describe.configure({ timeout: LONG_FLOW_TIMEOUT });

const databaseUrl = `postgres://postgres:postgres@localhost:${e2eEnv.pgPort}/coinvest`;

/** An admin of this test's own, so the shared e2e admin keeps signing in with its password. */
async function makeAdmin(email: string) {
  const db = createKysely(databaseUrl, 1);
  try {
    await db.updateTable('users').set({ role: 'admin' }).where('email', '=', email).execute();
  } finally {
    await db.destroy();
  }
}

test('an admin sets up two-factor sign-in from the banner, then signs in with the code', async ({
  page,
  request,
}) => {
  const account = await signUpThroughApi(request);
  await makeAdmin(account.email);

  await page.goto(`${e2eEnv.adminUrl}/signin`);
  await signInThroughForm(page, account.email, account.password);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByText('Two-factor sign-in is off for this admin')).toBeVisible();

  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  const key = (await dialog.locator('code').textContent())!.trim();
  // Signed in, turning it on asks for the password again: a stolen session alone cannot.
  await dialog.getByLabel('Current password').fill(account.password);
  await roomInStep();
  await dialog.getByLabel('Code').fill(totp(key, -30));
  await dialog.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(dialog.getByRole('listitem')).toHaveCount(10);
  await dialog.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByText('Two-factor sign-in is off for this admin')).toHaveCount(0);

  // A new visit without the stored session (signing out reloads the page on its own schedule).
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`${e2eEnv.adminUrl}/signin`);
  await signInThroughForm(page, account.email, account.password);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByLabel('Code').fill(totp(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
});
