import { randomBytes } from 'node:crypto';
import { createKysely } from '@coinvest/db';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eEnv, LONG_FLOW_TIMEOUT } from '../env';
import { adminToken, signInThroughApi, signInThroughForm, signUpThroughApi } from '../fixtures';

test.describe.configure({ timeout: LONG_FLOW_TIMEOUT });

const databaseUrl = `postgres://postgres:postgres@localhost:${e2eEnv.pgPort}/coinvest`;

/**
 * A project of this test's own with two units, and the investor's KYC approved as the admin's
 * approval leaves it: the figures below depend on nothing another test adds.
 */
async function setUp(email: string) {
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
    const title = `Dashboard Gardens ${randomBytes(3).toString('hex')}`;
    const project = await db
      .insertInto('projects')
      .values({
        title,
        description: 'Townhouses around a shared garden, with backup power and a borehole.',
        location: 'Accra',
        projectType: 'residential',
        developerName: 'E2E Developers',
        totalUnits: 2,
        availableUnits: 2,
        unitPrice: '100000.00',
        minInvestment: '1000.00',
        status: 'under_construction',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const unit = (unitNumber: string) =>
      db
        .insertInto('units')
        .values({
          projectId: project.id,
          unitNumber,
          unitType: '3-bedroom-apartment',
          bedrooms: 3,
          bathrooms: 3,
          price: '100000.00',
          totalInvestmentNeeded: '100000.00',
          minInvestmentAmount: '1000.00',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    return {
      userId: user.id,
      projectId: project.id,
      title,
      units: [await unit('D-1'), await unit('D-2')],
    };
  } finally {
    await db.destroy();
  }
}

async function invest(
  request: APIRequestContext,
  token: string,
  body: { userId: number; projectId: number; unitId: number; amount: string },
) {
  const response = await request.post(`${e2eEnv.apiUrl}/api/investments`, {
    headers: { authorization: `Bearer ${token}` },
    data: { ...body, satisfactionConfirmed: true },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; paymentReference: string };
}

test('an investor sees a confirmed and a pending investment with their figures and next steps', async ({
  page,
  request,
}) => {
  const account = await signUpThroughApi(request);
  const { userId, projectId, title, units } = await setUp(account.email);
  const { token } = await signInThroughApi(request, account.email, account.password);
  const [first, second] = units as [{ id: number }, { id: number }];
  const paid = await invest(request, token, {
    userId,
    projectId,
    unitId: first.id,
    amount: '6000.00',
  });
  const pending = await invest(request, token, {
    userId,
    projectId,
    unitId: second.id,
    amount: '2500.50',
  });
  const confirm = await request.patch(
    `${e2eEnv.apiUrl}/api/secure-admin/investments/${paid.id}/confirm-payment`,
    {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
      data: { paymentMethod: 'bank_transfer', paymentReference: paid.paymentReference },
    },
  );
  expect(confirm.status()).toBe(200);

  await page.goto(`${e2eEnv.investorUrl}/signin`);
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(`${e2eEnv.investorUrl}/dashboard`);

  const summary = page.getByRole('region', { name: 'Portfolio summary' });
  await expect(summary.getByText('$8,500.50', { exact: true })).toBeVisible();
  await expect(summary.getByText('$6,000.00', { exact: true }).first()).toBeVisible();
  await expect(summary.getByText('Awaiting payment: $2,500.50')).toBeVisible();
  await expect(summary.getByText('2 investments · 1 project · 2 units')).toBeVisible();

  const portfolio = page.getByRole('region', { name: 'Your investments' });
  const waiting = portfolio.getByRole('listitem').filter({ hasText: 'Unit D-2' });
  await expect(waiting.getByText('Awaiting payment')).toBeVisible();
  await expect(waiting.getByText(pending.paymentReference, { exact: true })).toBeVisible();
  await expect(waiting.getByText(/[67] days left/)).toBeVisible();
  await expect(waiting.getByText('$2,500.50').first()).toBeVisible();

  const confirmed = portfolio.getByRole('listitem').filter({ hasText: 'Unit D-1' });
  await expect(confirmed.getByText('Confirmed')).toBeVisible();
  await expect(confirmed.getByText(title)).toBeVisible();
  await expect(confirmed.getByText('6.00%')).toBeVisible();
  await expect(confirmed.getByRole('link', { name: 'View project' })).toHaveAttribute(
    'href',
    `/projects/${projectId}`,
  );

  await expect(page.getByRole('region', { name: 'Identity verification' })).toContainText(
    'Verified',
  );
});
