import { createInvestment, createProject, createUser } from '@coinvest/db/testing';
import { PROJECT_UPDATE_MESSAGES, type TPlatformUpdateInput } from '@coinvest/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRecordsOf, signedInAdmin, signedInUser, type Caller } from './admin-fixtures';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
let admin: Caller;
beforeAll(async () => {
  api = await startTestApi();
  admin = await signedInAdmin(api);
});
afterAll(() => api.close());

const siteVisit = {
  title: 'Site visit on Saturday',
  description: 'Investors may visit the site this Saturday at ten.',
};

function post(caller: Caller | null, projectId: number | string, body: Record<string, unknown>) {
  const client = caller ? caller.client : api.client;
  return client.projectUpdates.postPlatformUpdate({
    params: { id: String(projectId) },
    body: body as TPlatformUpdateInput,
  });
}

function updatesOf(projectId: number) {
  return api.db
    .selectFrom('projectUpdates')
    .selectAll()
    .where('projectId', '=', projectId)
    .execute();
}

function notificationsOf(userId: number) {
  return api.db.selectFrom('notifications').selectAll().where('userId', '=', userId).execute();
}

describe('POST /api/secure-admin/projects/{id}/updates', () => {
  it("posts the platform's update: labelled as the platform's, claiming nothing, audited", async () => {
    const project = await createProject(api.db);
    const response = await post(admin, project.id, {
      ...siteVisit,
      imageUrl: 'https://images.example.com/visit.jpg',
    });
    expect(response.status).toBe(201);
    if (response.status !== 201) return;
    expect(response.body).toMatchObject({
      projectId: project.id,
      title: siteVisit.title,
      description: siteVisit.description,
      author: 'platform',
      updateType: 'progress',
      progressPercentage: null,
      milestoneId: null,
      imageUrl: 'https://images.example.com/visit.jpg',
      verification: { status: 'not_claimed' },
    });

    const timeline = await api.client.projectUpdates.listProjectUpdates({
      params: { id: String(project.id) },
    });
    expect(timeline.status === 200 && timeline.body).toEqual([response.body]);
    const audit = await auditRecordsOf(api.db, 'project_update', response.body.id);
    expect(audit).toMatchObject([
      { action: 'project_update.create', actorUserId: admin.user.id, after: response.body },
    ]);
  });

  it("keeps the developer's reports labelled as the developer's", async () => {
    const project = await createProject(api.db);
    const report = await admin.client.projectUpdates.postProjectUpdate({
      params: { id: String(project.id) },
      body: { title: 'Roof on', description: 'The roof is finished.', progressPercentage: 60 },
    });
    expect(report.status === 201 && report.body.author).toBe('developer');
  });

  it("notifies the project's followers as every update does", async () => {
    const project = await createProject(api.db);
    const investor = await signedInUser(api);
    const bystander = await createUser(api.db);
    await createInvestment(api.db, { userId: investor.user.id, projectId: project.id });

    const response = await post(admin, project.id, { ...siteVisit, updateType: 'alert' });
    expect(response.status).toBe(201);

    expect(await notificationsOf(investor.user.id)).toMatchObject([
      {
        projectId: project.id,
        title: `${project.title}: ${siteVisit.title}`,
        message: siteVisit.description,
        type: 'alert',
        isRead: false,
      },
    ]);
    expect(await notificationsOf(bystander.id)).toEqual([]);
  });

  it('takes an update on a draft, which only staff read until it is published', async () => {
    const draft = await createProject(api.db, { publishedAt: null });
    const response = await post(admin, draft.id, siteVisit);
    expect(response.status).toBe(201);
    const params = { id: String(draft.id) };
    expect((await api.client.projectUpdates.listProjectUpdates({ params })).status).toBe(404);
    const staffRead = await admin.client.projectUpdates.listProjectUpdates({ params });
    expect(staffRead.status === 200 && staffRead.body.map((update) => update.author)).toEqual([
      'platform',
    ]);
  });

  it('is for the admin only: 401 for a visitor, 403 for a user, nothing written', async () => {
    const project = await createProject(api.db);
    const user = await signedInUser(api);
    expect((await post(null, project.id, siteVisit)).status).toBe(401);
    expect((await post(user, project.id, siteVisit)).status).toBe(403);
    expect(await updatesOf(project.id)).toEqual([]);
  });

  it('refuses a missing title or text with its message, and an unknown project with 404', async () => {
    const project = await createProject(api.db);
    const missing = await post(admin, project.id, { title: ' ', description: '' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      issues: [
        { path: 'title', message: PROJECT_UPDATE_MESSAGES.titleRequired },
        { path: 'description', message: PROJECT_UPDATE_MESSAGES.descriptionRequired },
      ],
    });
    expect((await post(admin, 999_999, siteVisit)).status).toBe(404);
    expect(await updatesOf(project.id)).toEqual([]);
  });
});
