import { expect, test, type Page } from '@playwright/test';
import { e2eEnv, LONG_FLOW_TIMEOUT } from '../env';
import { signInAsInvestor, signInThroughForm, signUpThroughApi } from '../fixtures';
import { approveKyc, projectOfItsOwn } from '../verified-investor';

test.describe.configure({ timeout: LONG_FLOW_TIMEOUT });

/** On the admin site: confirms the payment with this reference, then sells the unit. */
async function confirmAndSell(adminPage: Page, reference: string, title: string) {
  await adminPage.goto(`${e2eEnv.adminUrl}/signin`);
  await signInThroughForm(adminPage, e2eEnv.admin.email, e2eEnv.admin.password);
  await adminPage.getByRole('tab', { name: 'Payments' }).click();
  const awaiting = adminPage.getByRole('region', { name: 'Awaiting Payment' });
  await awaiting
    .getByRole('listitem')
    .filter({ hasText: reference })
    .getByRole('button', { name: 'Confirm Payment' })
    .click();
  const confirmDialog = adminPage.getByRole('dialog');
  await confirmDialog.getByRole('combobox', { name: /Payment Method/ }).click();
  await adminPage.getByRole('option', { name: 'Bank transfer' }).click();
  await confirmDialog.getByRole('button', { name: 'Confirm Payment' }).click();
  await expect(adminPage.getByText('Payment Confirmed')).toBeVisible();

  await adminPage.getByRole('tab', { name: 'Projects' }).click();
  await adminPage.getByRole('searchbox', { name: 'Search projects' }).fill(title);
  await adminPage.getByRole('button', { name: `Units of ${title}` }).click();
  const unit = adminPage.getByRole('article', { name: 'PM-1' });
  await unit.getByRole('button', { name: 'Mark as Sold' }).click();
  const sale = adminPage.getByRole('dialog', { name: 'Mark unit PM-1 as sold' });
  // 127,000 - 100,000 - 2,000 of costs: the 25,000 profit the project's 25% expected.
  await sale.getByLabel('Enter the sold price:').fill('127000');
  await sale.getByRole('button', { name: 'Add a cost of the sale' }).click();
  await sale.getByLabel('Cost 1: what it was').fill("Agent's fee");
  await sale.getByLabel('Cost 1: amount (USD)').fill('2000');
  await expect(sale.getByText(/Profit: \$25,000\.00/)).toBeVisible();
  await sale.getByRole('button', { name: 'Mark as Sold' }).click();
  await expect(adminPage.getByText('Unit marked as sold successfully')).toBeVisible();
}

test("the invest card's expected share is the share the sale statement pays, in English and French", async ({
  page,
  browser,
  request,
}) => {
  const { projectId, title } = await projectOfItsOwn('Profit Model Court', ['PM-1'], {
    expectedProfit: '25%',
  });
  const account = await signUpThroughApi(request);
  await approveKyc(account.email);
  await signInAsInvestor(page, account);
  await page.goto(`${e2eEnv.investorUrl}/projects/${projectId}`);

  // Before investing: 20,000 of the 100,000 unit owns 20% of a profit of 25% of its price.
  await page.getByRole('checkbox', { name: 'Select unit PM-1' }).check();
  await page.getByRole('button', { name: 'Invest', exact: true }).click();
  const card = page.getByRole('region', { name: 'Direct Investment' });
  await card.getByLabel(/Investment Amount/).fill('20000');
  const summary = card.getByRole('region', { name: 'Investment Summary' });
  await expect(summary.getByText('20.00%', { exact: true })).toBeVisible();
  await expect(summary.getByText('$5,000.00', { exact: true })).toBeVisible();
  await expect(summary).toContainText(
    "Assumes the unit's profit (its sold price minus its price of $100,000.00 and the costs of the sale) is 25% of its price, $25,000.00; your share is your 20.00% of it.",
  );

  await card.getByRole('button', { name: 'Proceed to Investment Confirmation' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Confirm Your Investment' });
  await expect(confirmation.getByText('$5,000.00', { exact: true })).toBeVisible();
  await confirmation.getByRole('checkbox').check();
  await confirmation.getByRole('button', { name: 'Proceed to Payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment Information' });
  const reference = (await payment.locator('code').first().textContent())?.trim() ?? '';
  expect(reference).not.toBe('');
  await payment.getByRole('button', { name: 'I Have Made a Note of These Details' }).click();
  await page
    .getByRole('dialog', { name: 'Investment Submitted' })
    .getByRole('button', { name: 'Done' })
    .click();

  const adminContext = await browser.newContext();
  await confirmAndSell(await adminContext.newPage(), reference, title);
  await adminContext.close();

  // After the sale: the dashboard and the sale statement pay the figure the card showed.
  await page.goto(`${e2eEnv.investorUrl}/dashboard`);
  const held = page
    .getByRole('region', { name: 'Your investments' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(held).toContainText('Your profit share: $5,000.00');
  const statements = page.getByRole('region', { name: 'Statements' });
  const share = statements.getByRole('row', { name: /Your profit share/ });
  await expect(share).toContainText('$5,000.00');
  await expect(statements.getByRole('row', { name: /Your ownership of the unit/ })).toContainText(
    '20.00',
  );

  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Français' }).click();
  // The same cents in French, where the section and its rows have their own names.
  const frenchStatements = page.getByRole('region', { name: 'Relevés' });
  await expect(frenchStatements.getByRole('row', { name: /Votre part du bénéfice/ })).toContainText(
    /5\s000,00\s\$US/,
  );
  const frenchHeld = page
    .getByRole('region', { name: 'Vos investissements' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(frenchHeld).toContainText(/Votre part du bénéfice\s?: 5\s000,00\s\$US/);
});
