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

test('a verified investor expresses interest, invests, the admin confirms, the unit shows it', async ({
  page,
  browser,
  request,
}) => {
  const account = await signUpThroughApi(request);
  await approveKyc(account.email);
  const unit = await unitWithRoom();
  await signIn(page, account);
  await page.goto(`${e2eEnv.investorUrl}/projects/${unit.projectId}`);

  // Interest in the project: the dialog's form, then the spec's toast.
  await page.getByRole('region', { name: 'Express Interest' }).getByRole('button').click();
  const interest = page.getByRole('dialog');
  await interest.getByLabel(/Investment Amount/).fill('2000');
  await interest.getByRole('combobox', { name: /Preferred Contact Method/ }).click();
  await page.getByRole('option', { name: 'Email' }).click();
  await interest.getByLabel(/Email Address/).fill(account.email);
  await interest.getByRole('button', { name: 'Submit Interest' }).click();
  await expect(page.getByText('Interest Submitted')).toBeVisible();
  await expect(interest).toBeHidden();

  // The investment: unit chosen in the list, then the three steps of the dialog.
  await page.getByRole('checkbox', { name: `Select unit ${unit.unitNumber}` }).check();
  await page.getByRole('button', { name: 'Invest', exact: true }).click();
  const card = page.getByRole('region', { name: 'Direct Investment' });
  await card.getByLabel(/Investment Amount/).fill(String(unit.minimum));
  await card.getByRole('button', { name: 'Proceed to Investment Confirmation' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Confirm Your Investment' });
  await expect(confirmation.getByText(unit.unitNumber)).toBeVisible();
  await confirmation.getByRole('checkbox').check();
  await confirmation.getByRole('button', { name: 'Proceed to Payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment Information' });
  await expect(payment.getByText(/within 7 days/)).toBeVisible();
  await expect(payment.getByText(/awaits admin confirmation/)).toBeVisible();
  const reference = (await payment.locator('code').textContent())?.trim() ?? '';
  expect(reference).not.toBe('');
  await payment.getByRole('button', { name: 'I Have Made a Note of These Details' }).click();
  await page
    .getByRole('dialog', { name: 'Investment Submitted' })
    .getByRole('button', { name: 'Done' })
    .click();

  // The admin confirms the payment on the admin site.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await adminPage.goto(`${e2eEnv.adminUrl}/signin`);
  await signInThroughForm(adminPage, e2eEnv.admin.email, e2eEnv.admin.password);
  await adminPage.getByRole('tab', { name: 'Payments' }).click();
  const awaiting = adminPage.getByRole('region', { name: 'Awaiting Payment' });
  const investment = awaiting.getByRole('listitem').filter({ hasText: reference });
  await investment.getByRole('button', { name: 'Confirm Payment' }).click();
  const confirmDialog = adminPage.getByRole('dialog');
  await confirmDialog.getByRole('combobox', { name: /Payment Method/ }).click();
  await adminPage.getByRole('option', { name: 'Bank transfer' }).click();
  await confirmDialog.getByRole('button', { name: 'Confirm Payment' }).click();
  await expect(adminPage.getByText('Payment Confirmed')).toBeVisible();
  const confirmed = adminPage
    .getByRole('region', { name: 'Confirmed Payments' })
    .getByRole('listitem')
    .filter({ hasText: reference });
  await expect(confirmed).toContainText(e2eEnv.admin.username);
  await adminContext.close();

  // The investor's unit shows the new funding.
  await page.reload();
  const unitCard = page.getByRole('article', { name: unit.unitNumber });
  const funded = Number(unit.currentInvestment) + unit.minimum;
  await expect(unitCard.getByText(usd.format(funded), { exact: true })).toBeVisible();
});
