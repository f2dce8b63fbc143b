import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { LONG_FLOW_TIMEOUT } from '../env';
import { signInAsInvestor, signUpThroughApi } from '../fixtures';
import { confirmedInvestment, projectOfItsOwn } from '../verified-investor';

test.describe.configure({ timeout: LONG_FLOW_TIMEOUT });

test('an investor creates a goal, sees its bar, and downloads the CSV of their investments', async ({
  page,
  request,
}) => {
  const account = await signUpThroughApi(request);
  // A project of the test's own with one confirmed investment of the investor's in it.
  const { projectId, title, units } = await projectOfItsOwn('Goal Gardens', ['G-1']);
  const { id: investmentId } = await confirmedInvestment(account.email, {
    projectId,
    unitId: units[0]!.id,
    amount: '4321.09',
    ownershipPercentage: '4.32',
    paymentReference: 'INV-0000000E2E01',
    createdAt: new Date('2026-02-03T10:00:00Z'),
  });

  await signInAsInvestor(page, account);

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
