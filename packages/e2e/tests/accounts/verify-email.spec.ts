import { expect, test } from '@playwright/test';
import { e2eEnv, LONG_FLOW_TIMEOUT } from '../env';
import { signInThroughForm, signUpThroughForm } from '../fixtures';
import { latestVerificationCode } from '../outbox';
import { approveKyc, openInvestmentConfirmation, unitWithRoom } from '../verified-investor';

test.describe.configure({ timeout: LONG_FLOW_TIMEOUT });

test('a new investor enters the e-mailed code after sign-up, and can then invest', async ({
  page,
}) => {
  const account = await signUpThroughForm(page);
  await signInThroughForm(page, account.email, account.password);

  // The code step comes first; a wrong code is refused with the server's reason.
  await expect(page).toHaveURL(`${e2eEnv.investorUrl}/verify-email`);
  await expect(page.getByRole('heading', { name: 'Verify your email address' })).toBeVisible();
  const code = await latestVerificationCode(account.email);
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page.getByText('Invalid or expired verification code')).toBeVisible();

  // Until the code is entered, the invest card says why it is closed and where to go.
  await approveKyc(account.email);
  const unit = await unitWithRoom();
  await page.goto(`${e2eEnv.investorUrl}/projects/${unit.projectId}`);
  await page.getByRole('checkbox', { name: `Select unit ${unit.unitNumber}` }).check();
  await page.getByRole('button', { name: 'Invest', exact: true }).click();
  const card = page.getByRole('region', { name: 'Direct Investment' });
  await expect(card.getByText(/Investing needs a verified email address/)).toBeVisible();
  await card.getByRole('link', { name: 'Enter the code' }).click();

  // A new code replaces the first; entering it verifies the address.
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByText('New code requested')).toBeVisible();
  // The new e-mail is delivered in the background: its code differs from the first one.
  await expect
    .poll(() => latestVerificationCode(account.email), { timeout: 15_000 })
    .not.toBe(code);
  await page.getByLabel('Verification code').fill(await latestVerificationCode(account.email));
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page.getByText('Email address verified').first()).toBeVisible();
  await expect(page).toHaveURL(`${e2eEnv.investorUrl}/dashboard`);
  await expect(page.getByText(/Until you enter the code we emailed you/)).toBeHidden();

  // Now the investment goes through.
  await page.goto(`${e2eEnv.investorUrl}/projects/${unit.projectId}`);
  const confirmation = await openInvestmentConfirmation(page, unit);
  await confirmation.getByRole('checkbox').check();
  await confirmation.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('dialog', { name: 'Payment Information' })).toBeVisible();
});
