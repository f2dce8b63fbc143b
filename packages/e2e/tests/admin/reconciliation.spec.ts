import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { e2eEnv, LONG_FLOW_TIMEOUT } from '../env';
import { signInThroughApi, signInToAdminSite, signUpThroughApi } from '../fixtures';
import { approveKyc, unitWithRoom } from '../verified-investor';

test.describe.configure({ timeout: LONG_FLOW_TIMEOUT });

test('an investor pays through the provider; the admin sees the payment and exports the ledger for the accountant', async ({
  page,
  request,
}) => {
  const account = await signUpThroughApi(request);
  const userId = await approveKyc(account.email);
  const unit = await unitWithRoom();
  const { token } = await signInThroughApi(request, account.email, account.password);
  const headers = { authorization: `Bearer ${token}` };
  const reserved = await request.post(`${e2eEnv.apiUrl}/api/investments`, {
    headers: { ...headers, 'idempotency-key': randomUUID() },
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
  const started = await request.post(`${e2eEnv.apiUrl}/api/investments/${investmentId}/payments`, {
    headers,
    data: { channel: 'mobile_money' },
  });
  expect(started.status()).toBe(201);
  const payment = (await started.json()) as {
    reference: string;
    authorizationUrl: string;
    amount: string;
  };

  // The provider's test checkout takes the money; its notification confirms the investment.
  await page.goto(payment.authorizationUrl);
  await page.getByRole('button', { name: 'Pay successfully' }).click();
  // The checkout notifies the API before it sends the browser back to the investor site.
  await page.waitForURL((url) => url.href.startsWith(e2eEnv.investorUrl));

  await signInToAdminSite(page);
  await page.getByRole('tab', { name: 'Payments', exact: true }).click();
  await page.getByRole('tab', { name: 'Card and Mobile Money' }).click();
  const listed = page
    .getByRole('region', { name: 'Provider Payments' })
    .getByRole('listitem')
    .filter({ hasText: payment.reference });
  await expect(listed.getByText('Succeeded', { exact: true })).toBeVisible();

  // The month so far holds today's entry: the provider's clearing debited, the escrow credited.
  await page.getByRole('tab', { name: 'Accountant Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export ledger entries CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^ledger-entries-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const lines = (await readFile(await download.path(), 'utf8')).split('\r\n');
  expect(lines[0]).toBe('Entry,Posted at,Cause type,Cause id,Account,Currency,Amount');
  const entry = lines.find((line) => line.endsWith(`,provider_clearing:GHS,GHS,${payment.amount}`));
  expect(entry).toBeDefined();
  const entryId = entry?.split(',')[0];
  expect(lines).toContainEqual(
    expect.stringMatching(
      new RegExp(
        `^${entryId},.*,project:${unit.projectId}:escrow:GHS,GHS,-${payment.amount.replace('.', '\\.')}$`,
      ),
    ),
  );
});
