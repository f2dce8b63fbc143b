import { expect, test } from '@playwright/test';
import { e2eEnv } from '../env';
import {
  enterVerificationCode,
  newAccount,
  signInThroughForm,
  signOutThroughMenu,
  signUpThroughForm,
} from '../fixtures';

test('a visitor signs up, signs in, verifies the e-mail, is led to identity verification and signs out', async ({
  page,
}) => {
  const account = await signUpThroughForm(page);
  await signInThroughForm(page, account.email, account.password);
  // The account's first sign-in: a welcome, not 'welcome back'.
  await expect(page.getByText(`Welcome, ${account.firstName}!`, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`${e2eEnv.investorUrl}/verify-email`);
  await enterVerificationCode(page, account.email);
  await expect(page).toHaveURL(`${e2eEnv.investorUrl}/kyc-verification`);
  await expect(page.getByRole('heading', { name: 'Identity Verification' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();

  await signOutThroughMenu(page, account.username);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('sign-up shows its messages and sends nothing while the form is invalid', async ({ page }) => {
  await page.goto(`${e2eEnv.investorUrl}/signup`);
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm Password').fill('12345');
  await page.getByRole('button', { name: 'Create Account' }).click();

  // On the password field it is about, and on Confirm Password where the design puts it.
  for (const field of ['Password', 'Confirm Password']) {
    await expect(page.getByLabel(field, { exact: true })).toHaveAccessibleDescription(
      /Password must be at least 8 characters/,
    );
  }
  await expect(page.getByText('You must accept the terms and conditions')).toBeVisible();
  await expect(page).toHaveURL(`${e2eEnv.investorUrl}/signup`);
});

test('a wrong password is refused with a toast', async ({ page, request }) => {
  const account = newAccount();
  await request.post(`${e2eEnv.apiUrl}/api/users`, { data: { ...account } });

  await page.goto(`${e2eEnv.investorUrl}/signin`);
  await signInThroughForm(page, account.email, 'not-the-password');

  await expect(page.getByText('Sign In Failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(`${e2eEnv.investorUrl}/signin`);
});
