import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createKysely } from '@coinvest/db';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eEnv, LONG_FLOW_TIMEOUT } from '../env';
import { signInAsInvestor, signInThroughApi, signUpThroughApi } from '../fixtures';
import { approveKyc, openInvestmentConfirmation, unitWithRoom } from '../verified-investor';

test.describe.configure({ timeout: LONG_FLOW_TIMEOUT });

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const ghs = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'GHS' });
const decimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 });

const databaseUrl = `postgres://postgres:postgres@localhost:${e2eEnv.pgPort}/coinvest`;

/** The day's cedi rate the API charges at (the admin's rates, seeded at 12.5). */
async function cedisPerDollar(): Promise<number> {
  const db = createKysely(databaseUrl, 1);
  try {
    const { rate } = await db
      .selectFrom('currencyRates')
      .select('rate')
      .where('code', '=', 'GHS')
      .executeTakeFirstOrThrow();
    return Number(rate);
  } finally {
    await db.destroy();
  }
}

/**
 * A failed checkout sends no webhook: the verification job (every minute) asks the provider
 * about payments pending for a few minutes. The investment's pending payments are made that
 * old, so its next run settles them instead of one minutes later.
 */
async function letTheVerificationJobAskAbout(investmentId: number): Promise<void> {
  const db = createKysely(databaseUrl, 1);
  try {
    await db
      .updateTable('payments')
      .set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where('investmentId', '=', investmentId)
      .where('status', '=', 'pending')
      .execute();
  } finally {
    await db.destroy();
  }
}

/** A verified investor with the first seeded unit that has room, signed in on the dashboard. */
async function verifiedInvestor(page: Page, request: APIRequestContext) {
  const account = await signUpThroughApi(request);
  const userId = await approveKyc(account.email);
  const unit = await unitWithRoom();
  await signInAsInvestor(page, account);
  return { account, userId, unit };
}

/** The investment's card on the dashboard, found by its unit. */
function investmentCard(page: Page, unitNumber: string) {
  return page.getByRole('listitem').filter({ hasText: `Unit ${unitNumber}` });
}

test('an investor reserves, pays by mobile money on the provider’s checkout and comes back to the investment confirmed', async ({
  page,
  request,
}) => {
  const { unit } = await verifiedInvestor(page, request);
  const rate = await cedisPerDollar();
  const charged = Math.round(unit.minimum * rate * 100) / 100;

  await page.goto(`${e2eEnv.investorUrl}/projects/${unit.projectId}`);
  const confirmation = await openInvestmentConfirmation(page, unit);
  await confirmation.getByRole('checkbox').check();
  await confirmation.getByRole('button', { name: 'Proceed to Payment' }).click();
  const howToPay = page
    .getByRole('dialog', { name: 'Payment Information' })
    .getByRole('region', { name: 'How to Pay' });

  // Bank transfer stays offered beside paying online.
  await expect(howToPay.getByRole('heading', { name: 'Bank Transfer' })).toBeVisible();
  await howToPay.getByRole('radio', { name: 'Mobile money' }).check();
  await howToPay.getByRole('button', { name: 'Pay Now' }).click();

  // What will be charged, before leaving the site: cedis, the rate and the dollars.
  const charge = howToPay.getByRole('region', { name: 'You Will Be Charged' });
  await expect(charge.getByText(ghs.format(charged), { exact: true })).toBeVisible();
  await expect(charge.getByText(`$1.00 = ${ghs.format(rate)}`, { exact: true })).toBeVisible();
  await expect(charge.getByText(usd.format(unit.minimum), { exact: true })).toBeVisible();
  await howToPay.getByRole('button', { name: 'Continue to Payment' }).click();

  // The provider's test checkout charges the same cedi amount.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Pay GHS ${decimal.format(charged)}`,
  );
  await page.getByRole('button', { name: 'Pay successfully' }).click();

  // Back on the site, on the investment: confirmed, nothing left to pay.
  await expect(page).toHaveURL(/\/dashboard\?investment=\d+&/);
  const card = investmentCard(page, unit.unitNumber);
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(card.getByRole('region', { name: 'How to Pay' })).toHaveCount(0);

  // The payment is on the dashboard's list, with its receipt as a PDF.
  const payments = page.getByRole('region', { name: 'Payments' });
  const receipt = payments.getByRole('button', { name: /^Download receipt for PAY-/ });
  await expect(receipt).toBeVisible();
  const reference = (await receipt.getAttribute('aria-label'))!.replace(
    'Download receipt for ',
    '',
  );
  await expect(payments.getByText(ghs.format(charged), { exact: true })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await receipt.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`receipt-${reference}.pdf`);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a failed payment leaves the reservation payable, and says so', async ({ page, request }) => {
  const { account, userId, unit } = await verifiedInvestor(page, request);
  // Reserved through the API, as the investing dialog does.
  const { token } = await signInThroughApi(request, account.email, account.password);
  const reserved = await request.post(`${e2eEnv.apiUrl}/api/investments`, {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    data: {
      projectId: unit.projectId,
      unitId: unit.id,
      userId,
      amount: unit.minimum.toFixed(2),
      satisfactionConfirmed: true,
    },
  });
  expect(reserved.status()).toBe(201);
  const { id: investmentId } = (await reserved.json()) as { id: number };

  await page.goto(`${e2eEnv.investorUrl}/dashboard`);
  const card = investmentCard(page, unit.unitNumber);
  const howToPay = card.getByRole('region', { name: 'How to Pay' });
  await howToPay.getByRole('radio', { name: 'Card' }).check();
  await howToPay.getByRole('button', { name: 'Pay Now' }).click();
  await howToPay.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('button', { name: 'Fail the payment' }).click();

  await expect(page).toHaveURL(/\/dashboard\?investment=\d+&/);
  await expect(card.getByText('Awaiting payment', { exact: true })).toBeVisible();
  await letTheVerificationJobAskAbout(investmentId);
  // The site asks again while the payment is pending: the job's next run (within a minute).
  await expect(howToPay.getByRole('status')).toContainText('Your payment was not completed', {
    timeout: 120_000,
  });
  await expect(howToPay.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  // Paying again works: a new checkout for the same reservation.
  await howToPay.getByRole('button', { name: 'Pay Now' }).click();
  await howToPay.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('button', { name: 'Pay successfully' })).toBeVisible();
});
