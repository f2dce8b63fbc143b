import { createProject, createUnit, createUser } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRecordsOf, signedIn, signedInAdmin, type Caller } from './admin-fixtures';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
let admin: Caller;

beforeAll(async () => {
  api = await startTestApi();
  admin = await signedInAdmin(api);
});
afterAll(() => api.close());

async function investor() {
  return signedIn(api, await createUser(api.db));
}

function validBody(userId: number, projectId: number, unitId: number | null = null) {
  return {
    userId,
    projectId,
    unitId,
    unitType: unitId ? '3-bedroom-apartment' : null,
    interestAmount: '2500',
    currency: 'USD' as const,
    contactPreference: 'whatsapp' as const,
    contactInfo: '+233 24 123 4567',
    message: 'Call after 5pm',
    interestType: 'unit' as const,
    unitsRequested: 1,
  };
}

async function issuesOf(caller: Caller, body: object) {
  const response = await caller.client.projectInterests.createProjectInterest({
    body: body as ReturnType<typeof validBody>,
  });
  expect(response.status).toBe(400);
  return (response.body as { issues?: { path: string; message: string }[] }).issues ?? [];
}

describe('POST /api/project-interests', () => {
  it('stores a pending interest for the caller and notifies the admins', async () => {
    const caller = await investor();
    const project = await createProject(api.db);
    const unit = await createUnit(api.db, { projectId: project.id });
    const response = await caller.client.projectInterests.createProjectInterest({
      body: validBody(caller.user.id, project.id, unit.id),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      userId: caller.user.id,
      projectId: project.id,
      unitId: unit.id,
      interestAmount: '2500.00',
      contactPreference: 'whatsapp',
      status: 'pending',
    });
    const notes = await api.db
      .selectFrom('notifications')
      .select('title')
      .where('userId', '=', admin.user.id)
      .where('projectId', '=', project.id)
      .execute();
    expect(notes.map((note) => note.title)).toEqual(['New Investment Interest']);
  });

  it('refuses a visitor (401) and another user id (403)', async () => {
    const caller = await investor();
    const other = await createUser(api.db);
    const project = await createProject(api.db);
    const visitor = await api.client.projectInterests.createProjectInterest({
      body: validBody(other.id, project.id),
    });
    expect(visitor.status).toBe(401);
    const forged = await caller.client.projectInterests.createProjectInterest({
      body: validBody(other.id, project.id),
    });
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ message: 'You can only express interest for yourself' });
  });

  it('gives every validation message', async () => {
    const caller = await investor();
    const project = await createProject(api.db);
    const base = validBody(caller.user.id, project.id);
    expect(await issuesOf(caller, { ...base, interestAmount: '900' })).toContainEqual({
      path: 'interestAmount',
      message: 'Minimum interest amount is 1,000',
    });
    expect(await issuesOf(caller, { ...base, interestAmount: '1050' })).toContainEqual({
      path: 'interestAmount',
      message: 'Interest amount must be in steps of 100',
    });
    expect(await issuesOf(caller, { ...base, contactInfo: '  ' })).toContainEqual({
      path: 'contactInfo',
      message: 'Please fill in all required fields including contact information.',
    });
    expect(
      await issuesOf(caller, { ...base, contactPreference: 'email', contactInfo: 'not-an-email' }),
    ).toContainEqual({ path: 'contactInfo', message: 'Please enter a valid email address' });
    expect(
      await issuesOf(caller, { ...base, contactPreference: 'phone', contactInfo: 'call me' }),
    ).toContainEqual({ path: 'contactInfo', message: 'Please enter a valid phone number' });
    expect(await issuesOf(caller, { ...base, message: 'x'.repeat(501) })).toContainEqual({
      path: 'message',
      message: 'Message must be at most 500 characters',
    });
  });

  it('refuses an amount that is not a number with 400 and its message, not 500', async () => {
    const caller = await investor();
    const project = await createProject(api.db);
    const base = validBody(caller.user.id, project.id);
    for (const interestAmount of ['2000-01-01', 'abc', '-5000', '']) {
      expect(await issuesOf(caller, { ...base, interestAmount })).toContainEqual({
        path: 'interestAmount',
        message: 'Enter an amount with at most 2 decimal places',
      });
    }
  });
});

describe('admin interests', () => {
  it('lists, approves once (409 after), notifies the investor and audits; a user is refused', async () => {
    const caller = await investor();
    const project = await createProject(api.db);
    const created = await caller.client.projectInterests.createProjectInterest({
      body: { ...validBody(caller.user.id, project.id), contactInfo: '+233 20 000 0000' },
    });
    if (created.status !== 201) throw new Error('not created');
    const id = String(created.body.id);

    const listed = await admin.client.adminProjectInterests.listProjectInterests({
      query: { status: 'pending' },
    });
    expect(listed.status).toBe(200);
    if (listed.status !== 200) return;
    expect(listed.body.find((interest) => interest.id === created.body.id)).toMatchObject({
      projectTitle: project.title,
      userName: caller.user.username,
      userEmail: caller.user.email,
      unitNumber: null,
      status: 'pending',
    });

    const byUser = await caller.client.adminProjectInterests.approveProjectInterest({
      params: { id },
    });
    expect(byUser.status).toBe(403);

    const approved = await admin.client.adminProjectInterests.approveProjectInterest({
      params: { id },
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved' });
    const rejectAfter = await admin.client.adminProjectInterests.rejectProjectInterest({
      params: { id },
    });
    expect(rejectAfter.status).toBe(409);
    expect(rejectAfter.body).toMatchObject({ message: 'This interest has already been decided' });

    const notes = await api.db
      .selectFrom('notifications')
      .select('title')
      .where('userId', '=', caller.user.id)
      .execute();
    expect(notes.map((note) => note.title)).toEqual(['Interest Approved']);
    expect((await auditRecordsOf(api.db, 'project_interest', id)).map((r) => r.action)).toEqual([
      'interest.approve',
    ]);
  });

  it('lists an interest stored without a contact method or contact instead of failing', async () => {
    const owner = await createUser(api.db);
    const project = await createProject(api.db);
    const stored = await api.db
      .insertInto('projectInterests')
      .values({ userId: owner.id, projectId: project.id, interestAmount: '1000' })
      .returning('id')
      .executeTakeFirstOrThrow();

    const response = await admin.client.adminProjectInterests.listProjectInterests({
      query: { status: 'pending' },
    });
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    expect(response.body.find((interest) => interest.id === stored.id)).toMatchObject({
      contactPreference: null,
      contactInfo: null,
      userEmail: owner.email,
    });
  });

  it('rejects a pending interest once', async () => {
    const caller = await investor();
    const project = await createProject(api.db);
    const created = await caller.client.projectInterests.createProjectInterest({
      body: validBody(caller.user.id, project.id),
    });
    if (created.status !== 201) throw new Error('not created');
    const params = { id: String(created.body.id) };
    const rejected = await admin.client.adminProjectInterests.rejectProjectInterest({
      params,
    });
    expect(rejected.body).toMatchObject({ status: 'rejected' });
    const again = await admin.client.adminProjectInterests.rejectProjectInterest({
      params,
    });
    expect(again.status).toBe(409);
  });
});

describe('the limit on project interests', () => {
  it('answers 429 once one user has sent 20 within the hour, counting refused ones too', async () => {
    const caller = await investor();
    const project = await createProject(api.db);
    for (let sent = 0; sent < 20; sent += 1) await issuesOf(caller, {});
    const limited = await caller.client.projectInterests.createProjectInterest({
      body: validBody(caller.user.id, project.id),
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' });
    // Another user is not held back by it.
    const other = await investor();
    const accepted = await other.client.projectInterests.createProjectInterest({
      body: validBody(other.user.id, project.id),
    });
    expect(accepted.status).toBe(201);
  });
});
