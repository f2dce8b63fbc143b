import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createKysely } from '@coinvest/db';
import { expect, test } from '@playwright/test';
import { e2eEnv, LONG_FLOW_TIMEOUT } from '../env';
import { signInThroughForm, signUpThroughApi } from '../fixtures';

test.describe.configure({ timeout: LONG_FLOW_TIMEOUT });

const databaseUrl = `postgres://postgres:postgres@localhost:${e2eEnv.pgPort}/coinvest`;

/** A project of this test's own with one confirmed investment of the investor's in it. */
async function confirmedInvestmentOf(email: string) {
  const db = createKysely(databaseUrl, 1);
  try {
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const title = `Goal Gardens ${randomBytes(3).toString('hex')}`;
    const project = await db
      .insertInto('projects')
      .values({
        title,
        description: 'Townhouses around a shared garden.',
        location: 'Accra',
        projectType: 'residential',
        developerName: 'E2E Developers',
        totalUnits: 1,
        availableUnits: 1,
        unitPrice: '100000.00',
        minInvestment: '1000.00',
        status: 'under_construction',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const unit = await db
      .insertInto('units')
      .values({
        projectId: project.id,
        unitNumber: 'G-1',
        unitType: '3-bedroom-apartment',
        bedrooms: 3,
        bathrooms: 3,
        price: '100000.00',
        totalInvestmentNeeded: '100000.00',
        minInvestmentAmount: '1000.00',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const investment = await db
      .insertInto('investments')
      .values({
        userId: user.id,
        projectId: project.id,
        unitId: unit.id,
        amount: '4321.09',
        ownershipPercentage: '4.32',
        currentValue: '4321.09',
        status: 'confirmed',
        paymentReference: 'INV-0000000E2E01',
        usdToGhsRate: '12.5',
        createdAt: new Date('2026-02-03T10:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { title, investmentId: investment.id };
  } finally {
    await db.destroy();
  }
}

test('an investor creates a goal, sees its bar, and downloads the CSV of their investments', async ({
  page,
  request,
}) => {
  const account = await signUpThroughApi(request);
  const { title, investmentId } = await confirmedInvestmentOf(account.email);

  await page.goto(`${e2eEnv.investorUrl}/signin`);
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(`${e2eEnv.investorUrl}/dashboard`);

  const goals = page.getByRole('region', { name: 'Financial goals' });
  await goals.getByRole('button', { name: 'Add goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'New goal' });
  await dialog.getByLabel('Goal name').fill('First flat');
  await dialog.getByLabel('Target amount').fill('10000');
  await dialog.getByLabel('Target date').fill(`${new Date().getUTCFullYear() + 2}-01-31`);
  await dialog.getByLabel('Amount saved so far').fill('2500');
  await dialog.getByRole('button', { name: 'Save goal' }).click();
  await expect(goals.getByRole('progressbar', { name: 'First flat: 25% reached' })).toBeVisible();
  await expect(goals.getByText('25%', { exact: true })).toBeVisible();

  const statements = page.getByRole('region', { name: 'Statements' });
  const downloading = page.waitForEvent('download');
  await statements.getByRole('button', { name: 'Export my investments (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('investments.csv');
  const lines = (await readFile(await download.path(), 'utf8')).split('\r\n');
  expect(lines[0]).toBe(
    'Investment ID,Date,Project,Location,Unit,Status,Amount (USD),Ownership (%),Current Value (USD),Profit Share (USD),Payment Reference',
  );
  expect(lines[1]).toBe(
    `${investmentId},2026-02-03,${title},Accra,G-1,confirmed,4321.09,4.32,4321.09,,INV-0000000E2E01`,
  );
});
