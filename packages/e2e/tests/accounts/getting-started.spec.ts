import { expect, test } from '@playwright/test';
import { e2eEnv } from '../env';
import { enterVerificationCode, signInThroughForm, signUpThroughForm } from '../fixtures';

test('a new investor is led from sign-up to the KYC centre', async ({ page }) => {
  const account = await signUpThroughForm(page);
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(`${e2eEnv.investorUrl}/verify-email`);
  await enterVerificationCode(page, account.email);

  await expect(page).toHaveURL(`${e2eEnv.investorUrl}/kyc-verification`);
  await expect(page.getByRole('heading', { name: `Welcome, ${account.firstName}!` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Verification' })).toBeVisible();
  // Until the identity is verified, the navigation keeps the way back to the KYC centre.
  const main = page.getByRole('navigation', { name: 'Main' }).first();
  await expect(main.getByRole('link', { name: 'Verify Identity' })).toHaveAttribute(
    'href',
    '/kyc-verification',
  );
});
