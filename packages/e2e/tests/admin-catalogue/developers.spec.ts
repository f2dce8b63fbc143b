import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { e2eEnv, LONG_FLOW_TIMEOUT } from '../env';
import { signInToAdminSite } from '../fixtures';

test.describe.configure({ timeout: LONG_FLOW_TIMEOUT });

async function openAdminTab(page: Page, tab: string) {
  await signInToAdminSite(page);
  await page.getByRole('tab', { name: tab }).click();
}

/** The audit rows of one entity, found by its exact "type id" cell. */
function auditRows(page: Page, entity: string) {
  return page
    .getByRole('table', { name: 'Audit Trail' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: entity, exact: true }) });
}

test('the admin adds, edits and deletes a developer, and the audit trail shows each change', async ({
  page,
}) => {
  const name = `Volta Homes ${randomBytes(3).toString('hex')}`;
  const renamed = `${name} Estates`;
  await openAdminTab(page, 'Developers');

  await page.getByRole('button', { name: 'Add Developer' }).click();
  const form = page.getByRole('dialog', { name: 'Add Developer' });
  await expect(form.getByLabel('Country')).toHaveValue('Ghana');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('sales@voltahomes.example');
  await form.getByLabel('Description').fill('Lakeside townhouses in the Volta region.');
  await form.getByLabel('Phone').fill('+233 24 555 0101');
  await form.getByLabel('Address').fill('7 Lake Road, Akosombo');
  await form.getByLabel('City').fill('Akosombo');
  await form.getByLabel('Specialties').fill('Townhouses, Lakeside');
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().endsWith('/api/secure-admin/developers'),
  );
  await form.getByRole('button', { name: 'Create Developer' }).click();
  const id = ((await (await created).json()) as { id: number }).id;

  await expect(page.getByText('Developer Created')).toBeVisible();
  const card = page.getByRole('article', { name, exact: true });
  await expect(card).toContainText('Akosombo, Ghana');
  await expect(card).toContainText('Active');
  await expect(card).toContainText('Lakeside');

  await card.getByRole('button', { name: `Edit developer ${name}` }).click();
  const editForm = page.getByRole('dialog', { name: `Edit Developer ${name}` });
  await expect(editForm.getByLabel('City')).toHaveValue('Akosombo');
  await editForm.getByLabel('Name').fill(renamed);
  await editForm.getByLabel('City').fill('Ho');
  await editForm.getByRole('switch', { name: /Active/ }).click();
  await editForm.getByRole('button', { name: 'Update Developer' }).click();

  await expect(page.getByText('Developer Updated')).toBeVisible();
  const renamedCard = page.getByRole('article', { name: renamed, exact: true });
  await expect(renamedCard).toContainText('Ho, Ghana');
  await expect(renamedCard).toContainText('Inactive');
  await expect(page.getByRole('article', { name, exact: true })).toHaveCount(0);

  await renamedCard.getByRole('button', { name: `Delete developer ${renamed}` }).click();
  await expect(page.getByText('Developer Deleted')).toBeVisible();
  await expect(renamedCard).toHaveCount(0);

  await page.getByRole('tab', { name: 'Audit' }).click();
  await page.getByRole('combobox', { name: 'Entity type' }).click();
  await page.getByRole('option', { name: 'Developers' }).click();
  const rows = auditRows(page, `developer ${id}`);
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('developer.delete');
  await expect(rows.nth(1)).toContainText('developer.update');
  await expect(rows.nth(2)).toContainText('developer.create');
  await expect(rows.nth(1)).toContainText(e2eEnv.admin.username);
  await rows
    .nth(1)
    .getByRole('button', { name: `Show details of developer.update on developer ${id}` })
    .click();
  await expect(page.getByText(`"name": "${renamed}"`)).toBeVisible();
  await expect(page.getByText(`"name": "${name}"`)).toBeVisible();
});

test('the admin changes an exchange rate, sees it kept and audited, then restores it', async ({
  page,
}) => {
  await openAdminTab(page, 'Rates');
  const yuan = page.getByRole('textbox', { name: 'CNY - Chinese Yuan' });
  await expect(yuan).not.toHaveValue('');
  const original = await yuan.inputValue();
  const changed = original === '7.123456' ? '7.654321' : '7.123456';

  await yuan.fill('0');
  await page.getByRole('button', { name: 'Save Rates' }).click();
  await expect(
    page.getByText('Rate must be a number above 0 with at most 6 decimal places'),
  ).toBeVisible();

  await yuan.fill(changed);
  await page.getByRole('button', { name: 'Save Rates' }).click();
  await expect(page.getByText('Exchange rates updated')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Rates' }).click();
  await expect(page.getByRole('textbox', { name: 'CNY - Chinese Yuan' })).toHaveValue(changed);

  await page.getByRole('tab', { name: 'Audit' }).click();
  await page.getByRole('combobox', { name: 'Entity type' }).click();
  await page.getByRole('option', { name: 'Exchange rates' }).click();
  await expect(auditRows(page, 'currency_rate CNY').first()).toContainText('currency_rate.update');

  await page.getByRole('tab', { name: 'Rates' }).click();
  await page.getByRole('textbox', { name: 'CNY - Chinese Yuan' }).fill(original);
  await page.getByRole('button', { name: 'Save Rates' }).click();
  await expect(page.getByText('Exchange rates updated')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Rates' }).click();
  await expect(page.getByRole('textbox', { name: 'CNY - Chinese Yuan' })).toHaveValue(original);
});
