import { expect, test } from '@playwright/test';
import { e2eEnv, LONG_FLOW_TIMEOUT } from '../env';
import { signInAsInvestor, signInThroughForm, signUpThroughApi } from '../fixtures';
import { approveKyc, openInvestmentConfirmation, unitWithRoom } from '../verified-investor';

test.describe.configure({ timeout: LONG_FLOW_TIMEOUT });

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

test('a verified investor expresses interest, invests, the admin confirms, the dashboard and the unit show it live', async ({
  page,
  browser,
  request,
}) => {
  const account = await signUpThroughApi(request);
  await approveKyc(account.email);
  const unit = await unitWithRoom();
  await signInAsInvestor(page, account);
  await page.goto(`${e2eEnv.investorUrl}/projects/${unit.projectId}`);

  // Interest in the project: the dialog's form, then its toast.
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
  const confirmation = await openInvestmentConfirmation(page, unit);
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

  // The dashboard: awaiting payment, with how to pay.
  await page.goto(`${e2eEnv.investorUrl}/dashboard`);
  const investmentCard = page
    .getByRole('listitem')
    .filter({ hasText: `Unit ${unit.unitNumber}` })
    .filter({ has: page.getByText('Awaiting payment', { exact: true }) });
  const howToPay = investmentCard.getByRole('region', { name: 'How to Pay' });
  await expect(howToPay).toContainText(reference);

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

  // Without a reload: the toast, the investment confirmed and nothing left to pay.
  await expect(page.getByRole('alert').filter({ hasText: 'Payment Confirmed' })).toBeVisible();
  const confirmedCard = page
    .getByRole('listitem')
    .filter({ hasText: `Unit ${unit.unitNumber}` })
    .filter({ has: page.getByText('Confirmed', { exact: true }) });
  await expect(confirmedCard).toBeVisible();
  await expect(page.getByRole('region', { name: 'How to Pay' })).toHaveCount(0);

  // The unit, reached from the dashboard without a reload, shows the new funding.
  await confirmedCard.getByRole('link', { name: 'View project' }).click();
  const unitCard = page.getByRole('article', { name: unit.unitNumber });
  const funded = Number(unit.currentInvestment) + unit.minimum;
  await expect(unitCard.getByText(usd.format(funded), { exact: true })).toBeVisible();
});
