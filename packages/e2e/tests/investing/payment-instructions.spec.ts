import { createKysely } from '@coinvest/db';
import { expect, test, type Page } from '@playwright/test';
import { e2eEnv, LONG_FLOW_TIMEOUT } from '../env';
import { signInThroughForm, signUpThroughApi, type TestAccount } from '../fixtures';

test.describe.configure({ timeout: LONG_FLOW_TIMEOUT });

const databaseUrl = `postgres://postgres:postgres@localhost:${e2eEnv.pgPort}/coinvest`;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** An approved, unexpired KYC record, as the admin's approval leaves it. */
async function approveKyc(email: string) {
  const db = createKysely(databaseUrl, 1);
  try {
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const now = new Date();
    await db
      .insertInto('kycVerifications')
      .values({
        userId: user.id,
        fullName: 'Kofi Boateng',
        dateOfBirth: '1990-04-12',
        nationality: 'gh',
        phoneNumber: '+233241234567',
        address: '12 Lagos Avenue',
        city: 'Accra',
        postalCode: 'GA-184',
        country: 'ghana',
        documentType: 'passport',
        documentNumber: 'G1234567',
        documentExpiryDate: '2031-01-01',
        documentFrontUrl: 'e2e/front.png',
        proofOfAddressType: 'utility_bill',
        proofOfAddressUrl: 'e2e/address.pdf',
        proofOfAddressDate: '2026-10-01',
        selfieUrl: 'e2e/selfie.png',
        sourceOfFunds: 'employment',
        employmentStatus: 'employed',
        status: 'approved',
        approvedAt: now,
        reviewedAt: now,
        expiresAt: new Date(now.getTime() + 365 * 24 * 3600 * 1000),
      })
      .execute();
  } finally {
    await db.destroy();
  }
}

/** A seeded unit with room for the investment, and the minimum that applies to it. */
async function unitWithRoom() {
  const db = createKysely(databaseUrl, 1);
  try {
    const unit = await db
      .selectFrom('units')
      .innerJoin('projects', 'projects.id', 'units.projectId')
      .select([
        'units.id',
        'units.projectId',
        'units.unitNumber',
        'units.minInvestmentAmount',
        'units.currentInvestment',
        'projects.minInvestment',
      ])
      .where('units.status', 'in', ['available', 'partially_funded'])
      .orderBy('units.id')
      .executeTakeFirstOrThrow();
    const minimum = Math.max(Number(unit.minInvestmentAmount), Number(unit.minInvestment));
    return { ...unit, minimum };
  } finally {
    await db.destroy();
  }
}

async function signIn(page: Page, account: TestAccount) {
  await page.goto(`${e2eEnv.investorUrl}/signin`);
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(`${e2eEnv.investorUrl}/dashboard`);
}

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
  await signIn(page, account);
  await page.goto(`${e2eEnv.investorUrl}/projects/${unit.projectId}`);

  await page.getByRole('checkbox', { name: `Select unit ${unit.unitNumber}` }).check();
  await page.getByRole('button', { name: 'Invest', exact: true }).click();
  const card = page.getByRole('region', { name: 'Direct Investment' });
  await card.getByLabel(/Investment Amount/).fill(String(unit.minimum));
  await card.getByRole('button', { name: 'Proceed to Investment Confirmation' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Confirm Your Investment' });
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
