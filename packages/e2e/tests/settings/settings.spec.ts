import { expect, test } from '@playwright/test';
import { e2eEnv } from '../env';
import {
  signInAsInvestor,
  signInThroughForm,
  signOutThroughMenu,
  signUpThroughApi,
} from '../fixtures';

test('the currency chosen in settings follows the account to a new browser', async ({
  page,
  browser,
  request,
}) => {
  const account = await signUpThroughApi(request);
  await signInAsInvestor(page, account);
  await page.goto(`${e2eEnv.investorUrl}/settings`);
  const preferences = page.getByRole('region', { name: 'Preferences' });
  await preferences.getByRole('combobox', { name: 'Currency' }).click();
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/users/me/preferences') && response.request().method() === 'PUT',
  );
  await page.getByRole('option', { name: /GHS/ }).click();
  expect((await saved).status()).toBe(200);

  // Another browser: nothing stored there, the account brings the choice.
  const elsewhere = await browser.newContext();
  try {
    const otherPage = await elsewhere.newPage();
    await signInAsInvestor(otherPage, account);
    await expect(
      otherPage.getByRole('banner').getByRole('combobox', { name: 'Currency' }),
    ).toHaveValue(/GHS/);
  } finally {
    await elsewhere.close();
  }
});

test('a changed password signs in, the old one no longer does', async ({ page, request }) => {
  const account = await signUpThroughApi(request);
  const newPassword = 'Kente-Weaver-2026';
  await signInAsInvestor(page, account);
  await page.goto(`${e2eEnv.investorUrl}/settings`);

  const section = page.getByRole('region', { name: 'Password' });
  await section.getByLabel('Current password').fill(account.password);
  await section.getByLabel('New password', { exact: true }).fill(newPassword);
  await section.getByLabel('Confirm new password').fill(newPassword);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.').first()).toBeVisible();

  await signOutThroughMenu(page, account.username);

  await page.goto(`${e2eEnv.investorUrl}/signin`);
  await signInThroughForm(page, account.email, account.password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signInAsInvestor(page, { email: account.email, password: newPassword });
});
