import { expect, test, type Page } from '@playwright/test';
import { e2eEnv } from '../env';
import { signInThroughForm, signOutThroughMenu, signUpThroughApi } from '../fixtures';

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${e2eEnv.investorUrl}/signin`);
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(`${e2eEnv.investorUrl}/dashboard`);
}

test('the currency chosen in settings follows the account to a new browser', async ({
  page,
  browser,
  request,
}) => {
  const account = await signUpThroughApi(request);
  await signIn(page, account.email, account.password);
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
    await signIn(otherPage, account.email, account.password);
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
  await signIn(page, account.email, account.password);
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
  await signIn(page, account.email, newPassword);
});
