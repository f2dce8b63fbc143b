import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eEnv } from '../env';
import { adminToken, signInToAdminSite } from '../fixtures';

/** A real 1x1 PNG: the pipeline serves it at its own width. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A project of the test's own, created and published through the admin API. */
async function createProject(request: APIRequestContext, title: string): Promise<void> {
  const response = await request.post(`${e2eEnv.apiUrl}/api/secure-admin/projects`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      title,
      description: 'Eight flats around a shaded courtyard near the Osu oxford street.',
      location: 'Osu, Accra',
      unitPrice: '95000',
      minInvestment: '3000',
      status: 'pre_construction',
    },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  const published = await request.post(`${e2eEnv.apiUrl}/api/secure-admin/projects/${id}/publish`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(published.status()).toBe(200);
}

test('the admin uploads a gallery, picks its cover, and the project card shows that cover', async ({
  page,
  request,
}) => {
  const title = `Osu Courtyard ${randomBytes(4).toString('hex')}`;
  await createProject(request, title);

  await signInToAdminSite(page);
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(title);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Project' });

  for (const caption of ['Street front at dusk', 'Courtyard with palms']) {
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'picture.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await dialog
      .getByRole('textbox', { name: /^Caption/ })
      .first()
      .fill(caption);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByRole('img', { name: caption })).toBeVisible();
  }
  // The first became the cover; the admin makes the second the cover instead.
  await dialog.getByRole('button', { name: 'Set as cover' }).click();
  await expect(dialog.getByRole('button', { name: 'Set as cover' })).toHaveCount(1);

  await page.goto(`${e2eEnv.investorUrl}/projects?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('article', { name: title });
  await expect(card.getByRole('img', { name: 'Courtyard with palms' })).toBeVisible();
});
