import { expect, test, type Page } from '@playwright/test';
import { e2eEnv } from '../env';

async function shownCount(page: Page): Promise<number> {
  const line = page.getByText(/^Showing \d+ project/);
  await expect(line).toBeVisible();
  return Number(/\d+/.exec((await line.textContent()) ?? '')?.[0]);
}

async function chooseCurrency(page: Page, code: string) {
  await page.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: new RegExp(`^${code}`) }).click();
}

test('filtering projects changes the count and keeps the filter in the URL', async ({ page }) => {
  await page.goto(`${e2eEnv.investorUrl}/projects`);
  const all = await shownCount(page);
  expect(all).toBeGreaterThanOrEqual(8);

  const projectType = page.getByRole('combobox', { name: 'Project Type' });
  await projectType.selectOption({ label: 'Commercial' });
  await expect(page).toHaveURL(/projectType=commercial/);
  await expect.poll(() => shownCount(page)).toBeLessThan(all);

  await page.reload();
  await expect(projectType).toHaveValue('commercial');
  await expect.poll(() => shownCount(page)).toBeLessThan(all);

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect.poll(() => shownCount(page)).toBe(all);
});

test('a project page shows its cards and its units', async ({ page }) => {
  await page.goto(`${e2eEnv.investorUrl}/projects`);
  await page
    .getByRole('link', { name: /^View Details:/ })
    .first()
    .click();

  await expect(page).toHaveURL(/\/projects\/\d+$/);
  for (const card of ['Profit Range', 'Developer Listing Price', 'Min Investment Range']) {
    await expect(page.getByRole('group', { name: card })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Unit Investment Status' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Available Units' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Project Details' })).toBeVisible();
});

test('an unknown project id shows the load failure page', async ({ page }) => {
  await page.goto(`${e2eEnv.investorUrl}/projects/987654`);

  await expect(page.getByRole('heading', { name: 'Unable to Load Project' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Projects' })).toBeVisible();
});

test('switching currency converts the prices on the page', async ({ page }) => {
  await page.goto(`${e2eEnv.investorUrl}/projects`);
  await page
    .getByRole('link', { name: /^View Details:/ })
    .first()
    .click();
  const price = page.getByRole('group', { name: 'Developer Listing Price' });
  await expect(price).toContainText('$');
  const inDollars = await price.textContent();

  await chooseCurrency(page, 'GHS');

  await expect(price).not.toHaveText(inDollars ?? '');
  await expect(price).not.toContainText('$');
  await page.reload();
  await expect(price).not.toContainText('$');
});

test('the calculator updates when the amount changes', async ({ page }) => {
  await page.goto(`${e2eEnv.investorUrl}/`);
  const projection = page.getByRole('region', { name: 'Your projection' });
  await expect(projection).toContainText('$10,000');
  const before = await projection.textContent();

  await page.getByLabel('Investment Amount').fill('25000');

  await expect(projection).toContainText('$25,000');
  await expect(projection).not.toHaveText(before ?? '');
});
