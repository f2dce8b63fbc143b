import { createInvestment, createProject, createUser } from '@coinvest/db/testing';
import { PROJECT_UPDATE_MESSAGES } from '@coinvest/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRecordsOf, signedInAdmin, signedInUser, type Caller } from './admin-fixtures';
import { startTestApi, type TestApi } from './helpers';
import { authenticatedSocket } from './socket-client';

let api: TestApi;
let admin: Caller;
beforeAll(async () => {
  api = await startTestApi();
  admin = await signedInAdmin(api);
});
afterAll(() => api.close());

const validUpdate = {
  title: 'Foundation poured',
  description: 'The foundation of block A is complete.',
  progressPercentage: 25,
  updateType: 'progress' as const,
};

function post(caller: Caller | null, projectId: number | string, body: Record<string, unknown>) {
  const client = caller ? caller.client : api.client;
  return client.projectUpdates.postProjectUpdate({
    params: { id: String(projectId) },
    body: body as typeof validUpdate,
  });
}

async function interestIn(userId: number, projectId: number, status = 'pending' as const) {
  await api.db
    .insertInto('projectInterests')
    .values({ userId, projectId, interestAmount: '10000', status })
    .execute();
}

function notificationsOf(userId: number) {
  return api.db
    .selectFrom('notifications')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

describe('POST /api/projects/{id}/updates', () => {
  it('posts the update, shows it on the timeline and records who posted it', async () => {
    const project = await createProject(api.db);
    const response = await post(admin, project.id, {
      ...validUpdate,
      imageUrl: 'https://images.example.com/foundation.jpg',
    });
    expect(response.status).toBe(201);
    if (response.status !== 201) return;
    expect(response.body).toMatchObject({
      projectId: project.id,
      title: 'Foundation poured',
      progressPercentage: 25,
      updateType: 'progress',
      imageUrl: 'https://images.example.com/foundation.jpg',
    });
    const timeline = await api.client.projectUpdates.listProjectUpdates({
      params: { id: String(project.id) },
    });
    expect(timeline.status === 200 && timeline.body.map((update) => update.id)).toEqual([
      response.body.id,
    ]);
    const audit = await auditRecordsOf(api.db, 'project_update', response.body.id);
    expect(audit).toMatchObject([
      { action: 'project_update.create', actorUserId: admin.user.id, after: response.body },
    ]);
  });

  it('notifies everyone with an interest or investment in the project, once each, and no one else', async () => {
    const project = await createProject(api.db);
    const otherProject = await createProject(api.db);
    const interested = await createUser(api.db);
    const investor = await signedInUser(api);
    const both = await createUser(api.db);
    const turnedDown = await createUser(api.db);
    const cancelled = await createUser(api.db);
    const elsewhere = await createUser(api.db);
    await interestIn(interested.id, project.id);
    await createInvestment(api.db, { userId: investor.user.id, projectId: project.id });
    await interestIn(both.id, project.id);
    await createInvestment(api.db, { userId: both.id, projectId: project.id });
    await interestIn(turnedDown.id, project.id, 'rejected' as 'pending');
    await createInvestment(api.db, {
      userId: cancelled.id,
      projectId: project.id,
      status: 'cancelled',
    });
    await interestIn(elsewhere.id, otherProject.id);
    const socket = await authenticatedSocket(api.baseUrl, investor.token);

    const response = await post(admin, project.id, {
      ...validUpdate,
      title: 'Handover',
      description: 'Keys are ready.',
      progressPercentage: 100,
      updateType: 'completion',
    });
    expect(response.status).toBe(201);

    for (const userId of [interested.id, investor.user.id, both.id]) {
      expect(await notificationsOf(userId)).toMatchObject([
        {
          projectId: project.id,
          title: `${project.title}: Handover`,
          message: 'Keys are ready.',
          type: 'completion',
          isRead: false,
        },
      ]);
    }
    for (const userId of [turnedDown.id, cancelled.id, elsewhere.id]) {
      expect(await notificationsOf(userId)).toEqual([]);
    }
    const live = await socket.waitFor((message) => message.type === 'notification');
    expect(live).toMatchObject({ data: { title: `${project.title}: Handover` } });
    socket.close();
  });

  it('maps a progress update to an "other" notification', async () => {
    const project = await createProject(api.db);
    const investor = await createUser(api.db);
    await createInvestment(api.db, { userId: investor.id, projectId: project.id });
    expect((await post(admin, project.id, validUpdate)).status).toBe(201);
    expect(await notificationsOf(investor.id)).toMatchObject([{ type: 'other' }]);
  });

  it('is for the admin only: 401 for a visitor, 403 for a user, nothing written', async () => {
    const project = await createProject(api.db);
    expect((await post(null, project.id, validUpdate)).status).toBe(401);
    const user = await signedInUser(api);
    const refused = await post(user, project.id, {});
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: 'Admin access required' });
    const timeline = await api.client.projectUpdates.listProjectUpdates({
      params: { id: String(project.id) },
    });
    expect(timeline.body).toEqual([]);
  });

  it('answers 404 for an unknown project', async () => {
    const response = await post(admin, 999_999_999, validUpdate);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ message: 'Project not found' });
  });

  it.each([
    [{ ...validUpdate, title: '  ' }, 'title', 'Title is required'],
    [{ ...validUpdate, description: '' }, 'description', 'Description is required'],
    [
      { ...validUpdate, progressPercentage: undefined },
      'progressPercentage',
      'Progress percentage is required',
    ],
    [
      { ...validUpdate, progressPercentage: 101 },
      'progressPercentage',
      'Progress must be a whole number from 0 to 100',
    ],
    [
      { ...validUpdate, progressPercentage: -1 },
      'progressPercentage',
      'Progress must be a whole number from 0 to 100',
    ],
    [
      { ...validUpdate, progressPercentage: 12.5 },
      'progressPercentage',
      'Progress must be a whole number from 0 to 100',
    ],
    [
      { ...validUpdate, updateType: 'rumour' },
      'updateType',
      'Update type must be progress, milestone, completion or alert',
    ],
    [
      { ...validUpdate, imageUrl: 'javascript:alert(1)' },
      'imageUrl',
      'Image URL must be a valid http(s) URL',
    ],
  ])('refuses %j with a message on %s', async (body, path, message) => {
    const project = await createProject(api.db);
    const response = await post(admin, project.id, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ issues: [{ path, message }] });
  });

  it('takes the percentage as the form sends it (text) and an empty image URL as none', async () => {
    const project = await createProject(api.db);
    const response = await post(admin, project.id, {
      ...validUpdate,
      progressPercentage: '40',
      imageUrl: '',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ progressPercentage: 40, imageUrl: null });
  });
});

describe('an update naming a milestone', () => {
  async function milestoneOf(projectId: number, plannedPercent = 60) {
    return api.db
      .insertInto('projectMilestones')
      .values({
        projectId,
        position: 0,
        name: 'Roof on',
        plannedDate: '2030-01-01',
        plannedPercent,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  it('claims it: reported until signed off, then the milestone is reached on the schedule', async () => {
    const project = await createProject(api.db);
    const milestone = await milestoneOf(project.id);
    // As the form sends it: the id as text, the percent below the milestone's plan.
    const response = await post(admin, project.id, {
      ...validUpdate,
      milestoneId: String(milestone.id),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      milestoneId: milestone.id,
      verification: { status: 'reported' },
    });
    const updateId = (response.body as { id: number }).id;
    const timeline = await api.client.projectUpdates.listProjectUpdates({
      params: { id: String(project.id) },
    });
    expect(timeline.status === 200 && timeline.body[0]?.milestoneId).toBe(milestone.id);

    await api.db
      .updateTable('projectUpdates')
      .set({ verificationStatus: 'verified', reviewedAt: new Date() })
      .where('id', '=', updateId)
      .execute();
    const schedule = await api.client.progress.getProjectSchedule({
      params: { id: String(project.id) },
    });
    expect(schedule.status === 200 && schedule.body.milestones[0]?.reachedOn).toBe(
      new Date().toISOString().slice(0, 10),
    );
  });

  it('names none when empty, as the form sends None', async () => {
    const project = await createProject(api.db);
    const response = await post(admin, project.id, { ...validUpdate, milestoneId: '' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ milestoneId: null });
  });

  it("refuses another project's milestone, or an unknown one, with a message and writes nothing", async () => {
    const project = await createProject(api.db);
    const other = await milestoneOf((await createProject(api.db)).id);
    for (const milestoneId of [other.id, other.id + 1000]) {
      const response = await post(admin, project.id, { ...validUpdate, milestoneId });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        message: PROJECT_UPDATE_MESSAGES.milestoneNotInProject,
        issues: [{ path: 'milestoneId', message: PROJECT_UPDATE_MESSAGES.milestoneNotInProject }],
      });
    }
    const bad = await post(admin, project.id, { ...validUpdate, milestoneId: 'roof' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      issues: [{ path: 'milestoneId', message: PROJECT_UPDATE_MESSAGES.milestoneNotInProject }],
    });
    const stored = await api.db
      .selectFrom('projectUpdates')
      .select('id')
      .where('projectId', '=', project.id)
      .execute();
    expect(stored).toEqual([]);
  });
});
