import { randomBytes } from 'node:crypto';
import { createKysely } from '@coinvest/db';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eEnv, LONG_FLOW_TIMEOUT } from '../env';
import { signInThroughApi, signInThroughForm, signUpThroughApi } from '../fixtures';

test.describe.configure({ timeout: LONG_FLOW_TIMEOUT });

const databaseUrl = `postgres://postgres:postgres@localhost:${e2eEnv.pgPort}/coinvest`;

/** A project of the demo data, and the new investor's interest in it (written as the API would). */
async function investorInterestedInAProject(request: APIRequestContext) {
  const account = await signUpThroughApi(request);
  const { user } = await signInThroughApi(request, account.email, account.password);
  const projects = await request.get(`${e2eEnv.apiUrl}/api/projects`);
  const [project] = (await projects.json()) as { id: number; title: string }[];
  if (!project) throw new Error('The demo data has no project');
  const db = createKysely(databaseUrl, 1);
  try {
    await db
      .insertInto('projectInterests')
      .values({ userId: user.id, projectId: project.id, interestAmount: '25000' })
      .execute();
  } finally {
    await db.destroy();
  }
  return { account, project };
}

test('an investor sees a posted project update arrive live, opens it and the badge falls', async ({
  browser,
  request,
}) => {
  const { account, project } = await investorInterestedInAProject(request);

  // The investor, signed in on the investor site, waiting on the home page.
  const investorContext = await browser.newContext();
  const investor = await investorContext.newPage();
  await investor.goto(`${e2eEnv.investorUrl}/signin`);
  await signInThroughForm(investor, account.email, account.password);
  const quietBell = investor.getByRole('button', { name: 'Notifications', exact: true });
  await expect(quietBell).toBeVisible();
  // The investor follows the project's page, where only the admin may post.
  await investor.goto(`${e2eEnv.investorUrl}/projects/${project.id}`);
  await expect(investor.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  await expect(investor.getByRole('button', { name: 'Post Update' })).toHaveCount(0);

  // The admin, in another browser, on the project's page (the admin site's session, reused).
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
  await adminPage.goto(`${e2eEnv.investorUrl}/projects/${project.id}`);
  await adminPage.getByRole('button', { name: 'Post Update' }).click();
  const form = adminPage.getByRole('dialog', { name: 'Post Project Update' });
  const updateTitle = `Roof completed ${randomBytes(3).toString('hex')}`;
  await form.getByLabel('Title').fill(updateTitle);
  await form.getByLabel('Description').fill('The roof of block A is on, two weeks early.');
  await form.getByLabel('Progress Percentage').fill('75');
  await form.getByRole('button', { name: 'Post Update' }).click();
  await expect(adminPage.getByRole('alert').filter({ hasText: 'Update Posted' })).toContainText(
    'Project update has been shared with all co-investors.',
  );
  await expect(adminPage.getByRole('heading', { name: updateTitle })).toBeVisible();

  // Without a reload, the investor gets the toast and the badge rises.
  const notificationTitle = `${project.title}: ${updateTitle}`;
  await expect(investor.getByRole('alert').filter({ hasText: notificationTitle })).toBeVisible();
  const ringingBell = investor.getByRole('button', { name: 'Notifications (1 unread)' });
  await expect(ringingBell).toBeVisible();

  await ringingBell.click();
  const panel = investor.getByRole('dialog', { name: 'Notifications' });
  await panel.getByRole('button', { name: `Unread: ${notificationTitle}` }).click();
  await expect(panel.getByRole('button', { name: notificationTitle, exact: true })).toBeVisible();
  await expect(quietBell).toBeVisible();

  await adminContext.close();
  await investorContext.close();
});
