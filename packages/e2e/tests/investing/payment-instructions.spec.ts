import { expect, test } from '@playwright/test';
import { e2eEnv, LONG_FLOW_TIMEOUT } from '../env';
import { signInAsInvestor, signUpThroughApi } from '../fixtures';
import { approveKyc, openInvestmentConfirmation, unitWithRoom } from '../verified-investor';

test.describe.configure({ timeout: LONG_FLOW_TIMEOUT });

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The demo data's escrow account (packages/db/src/seed/payment-instructions.ts). */
const DEMO_ACCOUNT_NUMBER = '0000123456789';

test('the payment step shows the escrow account, the amount and the reference, each with a copy button', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = await signUpThroughApi(request);
  await approveKyc(account.email);
  const unit = await unitWithRoom();
  await signInAsInvestor(page, account);
  await page.goto(`${e2eEnv.investorUrl}/projects/${unit.projectId}`);

  const confirmation = await openInvestmentConfirmation(page, unit);
  await confirmation.getByRole('checkbox').check();
  await confirmation.getByRole('button', { name: 'Proceed to Payment' }).click();

  const payment = page.getByRole('dialog', { name: 'Payment Information' });
  const howToPay = payment.getByRole('region', { name: 'How to Pay' });
  await expect(howToPay.getByText(usd.format(unit.minimum), { exact: true })).toBeVisible();
  await expect(howToPay.getByRole('button', { name: 'Copy amount' })).toBeVisible();
  const reference = (await howToPay.locator('code').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^INV-[0-9A-F]{12}$/);
  await expect(howToPay.getByRole('button', { name: 'Copy payment reference' })).toBeVisible();
  await expect(howToPay.getByText(DEMO_ACCOUNT_NUMBER, { exact: true })).toBeVisible();
  await expect(howToPay.getByText('MTN MoMo', { exact: true })).toBeVisible();

  await howToPay.getByRole('button', { name: 'Copy account number' }).click();
  await expect(howToPay.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DEMO_ACCOUNT_NUMBER);
});
