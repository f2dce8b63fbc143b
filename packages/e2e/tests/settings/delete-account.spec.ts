import { expect, test } from '@playwright/test';
import { e2eEnv } from '../env';
import { signInAsInvestor, signInThroughForm, signUpThroughApi } from '../fixtures';

test('a new investor with no open investment deletes the account from /settings and then cannot sign in', async ({
  page,
  request,
}) => {
  const account = await signUpThroughApi(request);
  await signInAsInvestor(page, account);

  await page.goto(`${e2eEnv.investorUrl}/settings`);
  const section = page.getByRole('region', { name: 'Your data' });
  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Current password').fill(account.password);
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();

  const deleted = page.getByRole('dialog', { name: 'Your account has been deleted' });
  await expect(deleted.getByText('Audit trail')).toBeVisible();
  // Closing signs the device out: home, then a reload that forgets every cached answer.
  const reloaded = page.waitForEvent('load');
  await deleted.getByRole('button', { name: 'Close' }).click();
  await reloaded;
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.goto(`${e2eEnv.investorUrl}/signin`);
  await signInThroughForm(page, account.email, account.password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});
