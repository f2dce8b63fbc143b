import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eEnv } from '../env';
import { adminToken, signInToAdminSite } from '../fixtures';

/** A project of the test's own, created and published through the admin API. */
async function createProject(request: APIRequestContext, title: string): Promise<number> {
  const response = await request.post(`${e2eEnv.apiUrl}/api/secure-admin/projects`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      title,
      description: 'Six townhouses behind the Spintex road, built in two rows.',
      location: 'Spintex, Accra',
      unitPrice: '90000',
      minInvestment: '3000',
      status: 'under_construction',
    },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  const published = await request.post(`${e2eEnv.apiUrl}/api/secure-admin/projects/${id}/publish`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(published.status()).toBe(200);
  return id;
}

/** The seeded project with old verified progress and no update for months. */
async function stalledDemoProjectId(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${e2eEnv.apiUrl}/api/projects`, {
    params: { q: 'Oyarifa Compound Homes' },
  });
  const [project] = (await response.json()) as { id: number }[];
  if (!project) throw new Error('The stalled demo project is not seeded');
  return project.id;
}

test('the admin sets a schedule, moves a date with a reason, and investors see plan against actual', async ({
  page,
  request,
}) => {
  const title = `Spintex Rows ${randomBytes(4).toString('hex')}`;
  const projectId = await createProject(request, title);

  await signInToAdminSite(page);
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(title);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Project' });
  const milestoneForm = dialog.getByRole('form', { name: 'Milestone' });
  await milestoneForm.getByRole('textbox', { name: /^Name/ }).fill('Roofs on');
  await milestoneForm.getByLabel(/^Planned date/).fill('2027-04-30');
  await milestoneForm.getByRole('textbox', { name: /^Planned percent/ }).fill('60');
  await milestoneForm.getByRole('button', { name: 'Add Milestone' }).click();
  const milestones = dialog.getByRole('table', { name: 'Milestones' });
  await expect(milestones.getByRole('row', { name: /Roofs on/ })).toBeVisible();

  await milestones.getByRole('button', { name: 'Edit Roofs on' }).click();
  await milestoneForm.getByLabel(/^Planned date/).fill('2027-06-30');
  await milestoneForm.getByRole('textbox', { name: /^Reason/ }).fill('Rains delayed the slab');
  await milestoneForm.getByRole('button', { name: 'Save Milestone' }).click();
  const history = dialog.getByRole('list', { name: 'History of planned dates' });
  await expect(
    history.getByText(/Roofs on moved from .* Reason: Rains delayed the slab/),
  ).toBeVisible();

  await page.goto(`${e2eEnv.investorUrl}/projects/${projectId}`);
  const progress = page.getByRole('region', { name: 'Progress against the plan' });
  await expect(
    progress.getByRole('figure', { name: 'Plan against verified progress' }),
  ).toBeVisible();
  await expect(progress.getByText('Planned for Jun 30, 2027 (60%)')).toBeVisible();
});

test('a stalled demo project shows its class and the not-reporting flag', async ({
  page,
  request,
}) => {
  await page.goto(`${e2eEnv.investorUrl}/projects/${await stalledDemoProjectId(request)}`);
  const progress = page.getByRole('region', { name: 'Progress against the plan' });
  await expect(progress.getByText('Stalled', { exact: true })).toBeVisible();
  await expect(progress.getByText('Not reporting', { exact: true })).toBeVisible();
  await expect(progress.getByText(/No progress has been verified for \d+ days/)).toBeVisible();
});
