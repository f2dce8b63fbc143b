import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eEnv } from '../env';
import { signInThroughApi, signInThroughForm } from '../fixtures';

/** A real 1x1 PNG: evidence without EXIF, so no capture time or distance. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The demo inspector (packages/db/src/seed/inspections.ts), with the demo investor's password. */
const INSPECTOR = { email: 'inspector@example.com', password: 'Kente-Investor' };
/** One of the two demo projects assigned to the demo inspector. */
const INSPECTED_PROJECT = 'Legon Court Residences';

async function inspectedProjectId(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${e2eEnv.apiUrl}/api/projects`, {
    params: { q: INSPECTED_PROJECT },
  });
  const [project] = (await response.json()) as { id: number }[];
  if (!project) throw new Error(`${INSPECTED_PROJECT} is not seeded`);
  return project.id;
}

test('an update with a photo is reported, the inspector verifies it, and a visitor sees it verified', async ({
  browser,
  page,
  request,
}) => {
  const projectId = await inspectedProjectId(request);
  const projectUrl = `${e2eEnv.investorUrl}/projects/${projectId}`;
  const title = `Slab of level 3 cast ${randomBytes(3).toString('hex')}`;

  // The admin posts on the investor site's project page (the admin site's session, reused).
  const admin = await signInThroughApi(request, e2eEnv.admin.email, e2eEnv.admin.password);
  const adminContext = await browser.newContext();
  await adminContext.addInitScript(
    ({ token, user }) => {
      window.localStorage.setItem('authToken', token);
      window.localStorage.setItem('currentUser', JSON.stringify(user));
    },
    { token: admin.token, user: admin.user },
  );
  const adminPage = await adminContext.newPage();
  await adminPage.goto(projectUrl);
  await adminPage.getByRole('button', { name: 'Post Update' }).click();
  const form = adminPage.getByRole('dialog', { name: 'Post Project Update' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('The third floor slab is cast and curing.');
  await form.getByLabel('Progress Percentage').fill('63');
  await form
    .getByLabel('Evidence photos')
    .setInputFiles({ name: 'slab.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('list', { name: 'Chosen photos' })).toContainText('slab.png');
  await form.getByRole('button', { name: 'Post Update' }).click();
  await expect(form).toBeHidden();
  const adminProgress = adminPage.getByRole('region', { name: 'Construction progress' });
  await expect(adminProgress).toContainText('63% complete');
  await expect(adminProgress).toContainText('Reported by the developer, not yet verified');
  await expect(adminPage.getByRole('region', { name: 'Evidence photos' }).first()).toBeVisible();
  await adminContext.close();

  // The demo inspector signs in on the admin site and verifies that update with a note.
  await page.goto(`${e2eEnv.adminUrl}/signin`);
  await signInThroughForm(page, INSPECTOR.email, INSPECTOR.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Inspector' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(INSPECTED_PROJECT) }).click();
  const update = page.getByRole('article', { name: title });
  await expect(update).toContainText('1 photo(s) as evidence');
  await update.getByLabel('Note').fill('Slab seen on site; matches the photo.');
  await update.getByRole('button', { name: 'Sign off' }).click();
  await expect(update).toContainText('Verified');

  // A visitor on the project page sees the progress verified by an independent inspector.
  await page.goto(projectUrl);
  const progress = page.getByRole('region', { name: 'Construction progress' });
  await expect(progress).toContainText('63% complete');
  await expect(progress).toContainText(/Verified by an independent inspector on \w+/);
});
