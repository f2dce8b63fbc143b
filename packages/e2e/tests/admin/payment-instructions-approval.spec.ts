import { createKysely } from '@coinvest/db';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { e2eEnv, LONG_FLOW_TIMEOUT } from '../env';
import {
  signInThroughApi,
  signInThroughForm,
  signUpThroughApi,
  type TestAccount,
} from '../fixtures';
import { roomInStep, totp } from '../totp';

test.describe.configure({ timeout: LONG_FLOW_TIMEOUT });

const databaseUrl = `postgres://postgres:postgres@localhost:${e2eEnv.pgPort}/coinvest`;

/** An admin of this test's own, so the shared e2e admin and the demo data stay as they are. */
async function newAdmin(request: Parameters<typeof signUpThroughApi>[0]): Promise<TestAccount> {
  const account = await signUpThroughApi(request);
  const db = createKysely(databaseUrl, 1);
  try {
    await db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('email', '=', account.email)
      .execute();
  } finally {
    await db.destroy();
  }
  return account;
}

async function paymentInstructionsTab(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${e2eEnv.adminUrl}/signin`);
  return page;
}

test('one admin proposes a change of the payment instructions and another approves it with their code', async ({
  browser,
  request,
}) => {
  const proposer = await newAdmin(request);
  const approver = await newAdmin(request);
  // The approver has two-factor sign-in, turned on through the API as the banner would.
  const { token } = await signInThroughApi(request, approver.email, approver.password);
  const headers = { authorization: `Bearer ${token}` };
  const started = await request.post(`${e2eEnv.apiUrl}/api/auth/second-factor/enrolment`, {
    headers,
    data: {},
  });
  const { secret } = (await started.json()) as { secret: string };
  await roomInStep();
  const confirmed = await request.post(
    `${e2eEnv.apiUrl}/api/auth/second-factor/enrolment/confirm`,
    { headers, data: { code: totp(secret, -30), currentPassword: approver.password } },
  );
  expect(confirmed.status()).toBe(200);
  const branch = `Osu ${Date.now()}, Accra`;

  // The proposer has no second factor (optional here): their password confirms it is them.
  const first = await paymentInstructionsTab(browser);
  await signInThroughForm(first, proposer.email, proposer.password);
  await first.getByRole('tab', { name: 'Payment Instructions' }).click();
  const form = first.getByRole('region', { name: 'Payment Instructions' });
  await form.getByRole('textbox', { name: /^Branch/ }).fill(branch);
  await form.getByLabel(/^Your current password/).fill(proposer.password);
  await form.getByRole('button', { name: 'Propose Change' }).click();
  const waiting = first.getByRole('region', { name: 'Change waiting for approval' });
  await expect(waiting.getByText(branch)).toBeVisible();
  await expect(waiting.getByRole('button', { name: 'Approve Change' })).toHaveCount(0);
  await expect(waiting.getByRole('button', { name: 'Withdraw Change' })).toBeVisible();

  // The second admin signs in with their code, sees the change and approves it with a new one.
  const second = await paymentInstructionsTab(browser);
  await signInThroughForm(second, approver.email, approver.password);
  await second.getByLabel('Code').fill(totp(secret));
  await second.getByRole('button', { name: 'Verify' }).click();
  await second.getByRole('tab', { name: 'Payment Instructions' }).click();
  const pending = second.getByRole('region', { name: 'Change waiting for approval' });
  const row = pending.getByRole('row', { name: /Branch/ });
  await expect(row.getByText(branch)).toBeVisible();
  await pending.getByLabel(/^Your current authenticator code/).fill(totp(secret, 30));
  await pending.getByRole('button', { name: 'Approve Change' }).click();
  await expect(second.getByText('Change approved')).toBeVisible();
  await expect(pending).toHaveCount(0);
  await expect(
    second
      .getByRole('region', { name: 'Payment Instructions' })
      .getByRole('textbox', { name: /^Branch/ }),
  ).toHaveValue(branch);

  // What investors are shown is now the approved set.
  const shown = await request.get(`${e2eEnv.apiUrl}/api/payment-instructions`, { headers });
  expect(((await shown.json()) as { bankAccount: { branch: string } }).bankAccount.branch).toBe(
    branch,
  );
});
