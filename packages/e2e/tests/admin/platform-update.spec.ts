import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eEnv, LONG_FLOW_TIMEOUT } from '../env';
import { adminToken, signInToAdminSite } from '../fixtures';

test.describe.configure({ timeout: LONG_FLOW_TIMEOUT });

/** A published project of the test's own, with one report from its developer. */
async function projectWithDeveloperReport(request: APIRequestContext, title: string) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const created = await request.post(`${e2eEnv.apiUrl}/api/secure-admin/projects`, {
    headers,
    data: {
      title,
      description: 'Ten flats on three floors near the Ashaley Botwe roundabout.',
      location: 'Ashaley Botwe, Accra',
      developerName: 'Adom Homes',
      unitPrice: '80000',
      minInvestment: '3000',
      status: 'under_construction',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const published = await request.post(`${e2eEnv.apiUrl}/api/secure-admin/projects/${id}/publish`, {
    headers,
  });
  expect(published.status()).toBe(200);
  const report = await request.post(`${e2eEnv.apiUrl}/api/projects/${id}/updates`, {
    headers,
    data: {
      title: 'Ground floor slab cast',
      description: 'The slab is cast.',
      progressPercentage: 15,
    },
  });
  expect(report.status()).toBe(201);
  return id;
}

test("the admin posts an update from the admin site, and investors see it as the platform's", async ({
  page,
  browser,
  request,
}) => {
  const title = `Botwe Flats ${randomBytes(4).toString('hex')}`;
  const projectId = await projectWithDeveloperReport(request, title);

  await signInToAdminSite(page);
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(title);
  const card = page.getByRole('article', { name: title });

  // View opens the project's public page on the investor site, with no sign-in asked.
  const [publicPage] = await Promise.all([
    page.waitForEvent('popup'),
    card.getByRole('link', { name: `View ${title} on the investor site` }).click(),
  ]);
  await expect(publicPage).toHaveURL(`${e2eEnv.investorUrl}/projects/${projectId}`);
  await expect(publicPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await publicPage.close();

  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Project' });
  const form = dialog.getByRole('form', { name: 'New update' });
  await form.getByRole('textbox', { name: /^Update title/ }).fill('Site visit on Saturday');
  await form
    .getByRole('textbox', { name: /^Update text/ })
    .fill('Investors may visit the site this Saturday at ten.');
  await form.getByRole('button', { name: 'Post update' }).click();
  await expect(page.getByText('Update posted')).toBeVisible();
  const posted = dialog.getByRole('list', { name: 'Posted updates' });
  await expect(posted.getByRole('listitem').first()).toContainText('Site visit on Saturday');
  await expect(posted.getByRole('listitem').first()).toContainText('Posted by the platform');
  await expect(posted.getByRole('listitem').nth(1)).toContainText('Posted by the developer');
  await page.keyboard.press('Escape');

  // Dashboard stays on the admin site, signed in: no trip to the investor site and back.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(`${e2eEnv.adminUrl}/`);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`${e2eEnv.investorUrl}/projects/${projectId}`);
  const timeline = visitor.getByRole('region', { name: 'Project Updates' });
  await expect(timeline.getByRole('heading', { name: 'Site visit on Saturday' })).toBeVisible();
  await expect(timeline.getByText(/^Posted by/)).toHaveText([
    'Posted by the platform',
    'Posted by Adom Homes',
  ]);
  await visitor.close();
});
