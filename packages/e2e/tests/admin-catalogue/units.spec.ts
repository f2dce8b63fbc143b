import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eEnv, LONG_FLOW_TIMEOUT } from '../env';
import { adminToken, signInToAdminSite } from '../fixtures';

test.describe.configure({ timeout: LONG_FLOW_TIMEOUT });

/** A project of this test's own, created and published by the admin through the API. */
async function createProject(request: APIRequestContext, title: string): Promise<number> {
  const created = await request.post(`${e2eEnv.apiUrl}/api/secure-admin/projects`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      title,
      description: 'Apartments and detached houses off Oxford Street.',
      location: 'Osu, Accra',
      totalUnits: 2,
      availableUnits: 2,
      unitPrice: '150000',
      minInvestment: '5000',
      totalInvestmentNeeded: '400000',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const published = await request.post(`${e2eEnv.apiUrl}/api/secure-admin/projects/${id}/publish`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(published.status()).toBe(200);
  return id;
}

async function createUnit(request: APIRequestContext, projectId: number, unitNumber: string) {
  const created = await request.post(`${e2eEnv.apiUrl}/api/projects/${projectId}/units`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      unitNumber,
      unitType: 'semi-detached',
      bedrooms: 3,
      bathrooms: 2,
      price: '120000',
      minInvestmentAmount: '4000',
    },
  });
  expect(created.status()).toBe(201);
}

async function openUnitsOf(page: Page, title: string, suffix: string) {
  await signInToAdminSite(page);
  // Other tests add projects meanwhile: find this one by its unique title.
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(suffix);
  await page.getByRole('button', { name: `Units of ${title}` }).click();
  await expect(page.getByRole('tab', { name: 'Units' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(`Project: ${title}`)).toBeVisible();
}

test('the admin adds an apartment and a house, sets a status, sells one, and investors see them', async ({
  page,
  request,
}) => {
  const suffix = randomBytes(4).toString('hex');
  const title = `Osu Gardens ${suffix}`;
  const projectId = await createProject(request, title);
  await openUnitsOf(page, title, suffix);
  await expect(page.getByRole('heading', { name: 'No Units Yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Add First Unit' }).click();
  let form = page.getByRole('region', { name: 'Add Unit' });
  await form.getByLabel('Unit Number').fill('A-101');
  await form.getByLabel('Unit Type').selectOption({ label: '2 Bedroom Apartment' });
  await form.getByLabel('Bedrooms').fill('2');
  await form.getByLabel('Bathrooms').fill('2');
  await form.getByLabel('Floor Area (m²)').fill('85.5');
  await form.getByLabel('Price (USD)').fill('150000');
  await form.getByLabel('Minimum Investment (USD)').fill('5000');
  await form.getByLabel('Floor', { exact: true }).fill('3');
  await form.getByLabel('Block', { exact: true }).fill('B');
  for (const feature of ['Balcony', 'Security', 'Generator', 'Borehole']) {
    await form.getByRole('checkbox', { name: feature }).check();
  }
  await form.getByRole('button', { name: 'Add Unit' }).click();
  await expect(page.getByText('Unit created successfully')).toBeVisible();
  await expect(form).toBeHidden();
  const apartment = page.getByRole('article', { name: 'A-101' });
  await expect(apartment.getByText('2 bed · 2 bath · 85.50 m² · Floor 3 · Block B')).toBeVisible();
  await expect(apartment.getByText('$150,000.00')).toBeVisible();
  await expect(apartment.getByText('+1 more')).toBeVisible();

  await page.getByRole('button', { name: 'Add Unit' }).click();
  form = page.getByRole('region', { name: 'Add Unit' });
  await form.getByLabel('Unit Number').fill('H-1');
  await form.getByLabel('Unit Type').selectOption({ label: 'Fully Detached' });
  await expect(form.getByLabel('Floor', { exact: true })).toHaveCount(0);
  await expect(form.getByLabel('Block', { exact: true })).toHaveCount(0);
  await form.getByLabel('Bedrooms').fill('4');
  await form.getByLabel('Bathrooms').fill('3');
  await form.getByLabel('Plot Size (m²)').fill('450');
  await form.getByLabel('Price (USD)').fill('250000');
  await form.getByLabel('Minimum Investment (USD)').fill('10000');
  await form.getByRole('button', { name: 'Add Unit' }).click();
  await expect(form).toBeHidden();
  const house = page.getByRole('article', { name: 'H-1' });
  await expect(house.getByText('Fully Detached')).toBeVisible();
  await expect(house.getByText('4 bed · 3 bath', { exact: true })).toBeVisible();

  await house.getByLabel('Payment Status of unit H-1').selectOption('fully_funded');
  await expect(page.getByText('Unit status updated successfully')).toBeVisible();
  await expect(house.getByText('Fully Funded', { exact: true }).first()).toBeVisible();

  await apartment.getByRole('button', { name: 'Mark as Sold' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark unit A-101 as sold' });
  // The profit is computed from the sold price and the unit's price, not typed.
  await dialog.getByLabel('Enter the sold price:').fill('180000');
  await dialog.getByRole('button', { name: 'Mark as Sold' }).click();
  await expect(page.getByText('Unit marked as sold successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(apartment.getByText('$180,000.00')).toBeVisible();
  await expect(apartment.getByRole('button', { name: 'Mark as Sold' })).toHaveCount(0);
  await expect(apartment.getByLabel('Payment Status of unit A-101')).toHaveValue('sold');

  await page.goto(`${e2eEnv.investorUrl}/projects/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const listed = page.getByRole('article', { name: 'A-101' });
  await expect(listed.getByText('2 Bedroom Apartment')).toBeVisible();
  await expect(listed.getByText('Sold', { exact: true })).toBeVisible();
  const listedHouse = page.getByRole('article', { name: 'H-1' });
  await expect(listedHouse.getByText('Fully Detached')).toBeVisible();
  await expect(listedHouse.getByText('Fully Funded', { exact: true })).toBeVisible();
});

test('the admin edits one unit and deletes another', async ({ page, request }) => {
  const suffix = randomBytes(4).toString('hex');
  const title = `Cantonments Row ${suffix}`;
  const projectId = await createProject(request, title);
  await createUnit(request, projectId, 'S-1');
  await createUnit(request, projectId, 'S-2');
  await openUnitsOf(page, title, suffix);

  await page.getByRole('button', { name: 'Edit unit S-1' }).click();
  const form = page.getByRole('region', { name: 'Edit Unit S-1' });
  await expect(form.getByLabel('Price (USD)')).toHaveValue('120000.00');
  await form.getByLabel('Price (USD)').fill('125000.50');
  await form.getByRole('checkbox', { name: 'Garden' }).check();
  await form.getByRole('button', { name: 'Update Unit' }).click();
  await expect(page.getByText('Unit updated successfully')).toBeVisible();
  await expect(form).toBeHidden();
  const edited = page.getByRole('article', { name: 'S-1' });
  await expect(edited.getByText('$125,000.50')).toBeVisible();
  await expect(edited.getByText('Garden')).toBeVisible();

  await page.getByRole('button', { name: 'Delete unit S-2' }).click();
  await expect(page.getByText('Unit deleted successfully')).toBeVisible();
  await expect(page.getByRole('article', { name: 'S-2' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'S-1' })).toBeVisible();
});
