import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eEnv, LONG_FLOW_TIMEOUT } from '../env';
import { adminToken, signInAsInvestor, signInThroughApi, signUpThroughApi } from '../fixtures';
import { approveKyc, projectOfItsOwn } from '../verified-investor';

test.describe.configure({ timeout: LONG_FLOW_TIMEOUT });

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
  // A project of the test's own: the figures below depend on nothing another test adds.
  const userId = await approveKyc(account.email);
  const { projectId, title, units } = await projectOfItsOwn('Dashboard Gardens', ['D-1', 'D-2']);
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

  await signInAsInvestor(page, account);

  const summary = page.getByRole('region', { name: 'Portfolio summary' });
  await expect(summary.getByText('$8,500.50', { exact: true })).toBeVisible();
  await expect(summary.getByText('$6,000.00', { exact: true }).first()).toBeVisible();
  await expect(summary.getByText('Awaiting payment: $2,500.50')).toBeVisible();
  await expect(summary.getByText('2 investments · 1 project · 2 units')).toBeVisible();

  const portfolio = page.getByRole('region', { name: 'Your investments' });
  const waiting = portfolio.getByRole('listitem').filter({ hasText: 'Unit D-2' });
  await expect(waiting.getByText('Awaiting payment')).toBeVisible();
  await expect(waiting.getByText(pending.paymentReference, { exact: true })).toBeVisible();
  await expect(waiting.getByText(/^(6 days, \d+ hours?|7 days) left$/)).toBeVisible();
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
