import { expect, test } from '@playwright/test';
import { e2eEnv } from '../env';
import { signInThroughForm, signUpThroughApi } from '../fixtures';
import { latestResetCode } from '../outbox';

test('a forgotten password is reset with the e-mailed code in three steps', async ({
  page,
  request,
}) => {
  const account = await signUpThroughApi(request);
  const newPassword = 'Fresh-Start-77';

  await page.goto(`${e2eEnv.investorUrl}/forgot-password`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(page.getByText('Reset Email Sent')).toBeVisible();

  const code = await latestResetCode(account.email);
  await page.getByLabel('Reset Code').fill(code);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password Reset Successful').first()).toBeVisible();

  await page
    .getByRole('link', { name: /sign in/i })
    .first()
    .click();
  await expect(page).toHaveURL(`${e2eEnv.investorUrl}/signin`);
  await signInThroughForm(page, account.email, newPassword);
  await expect(page).toHaveURL(`${e2eEnv.investorUrl}/dashboard`);
});
