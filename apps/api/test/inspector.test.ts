import { IMAGE_MESSAGES, type TProjectUpdate } from '@coinvest/contract';
import {
  createInvestment,
  createProject,
  createProjectUpdate,
  createUnit,
  createUser,
} from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditRecordsOf,
  fullProjectInput,
  signedInAdmin,
  signedInInspector,
  signedInUser,
  type Caller,
} from './admin-fixtures';
import { PHOTO_POSITION, photoWithExif, postMultipart } from './evidence-fixtures';
import { mailSentTo, resetCodeSentTo, type TestApi } from './helpers';
import { pngBomb } from './image-bomb';
import { startKycTestApi, storedFiles } from './kyc-fixtures';

let api: TestApi;
let storageDir: string;
let admin: Caller;
beforeAll(async () => {
  ({ api, storageDir } = await startKycTestApi());
  admin = await signedInAdmin(api);
});
afterAll(() => api.close());

async function assign(inspector: Caller, projectIds: number[]) {
  const response = await admin.client.adminInspectors.setInspectorProjects({
    params: { id: String(inspector.user.id) },
    body: { projectIds },
  });
  expect(response.status).toBe(200);
}

/** A project at the test photos' site with one reported update, and an investor in it. */
async function reportedUpdate() {
  const project = await createProject(api.db, {
    latitude: PHOTO_POSITION.latitude.toFixed(6),
    longitude: PHOTO_POSITION.longitude.toFixed(6),
  });
  const update = await createProjectUpdate(api.db, {
    projectId: project.id,
    progressPercentage: 40,
    verificationStatus: 'reported',
  });
  const investor = await createUser(api.db);
  await createInvestment(api.db, { userId: investor.id, projectId: project.id });
  return { project, update, investor };
}

const review = (
  caller: Caller | null,
  updateId: number,
  fields: Record<string, string>,
  photos: Buffer[] = [],
) =>
  postMultipart(
    api,
    caller?.token ?? null,
    `/api/inspector/updates/${updateId}/review`,
    fields,
    photos,
  );

function notificationsOf(userId: number) {
  return api.db
    .selectFrom('notifications')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

describe('the admin invites and assigns inspectors', () => {
  it('creates an inspector account whose invitation e-mail lets them set a password and sign in', async () => {
    const email = `kwame.inspector.${Date.now()}@example.com`;
    const response = await admin.client.adminInspectors.inviteInspector({
      body: { email, firstName: 'Kwame', lastName: 'Boateng' },
    });
    expect(response.status).toBe(201);
    if (response.status !== 201) return;
    expect(response.body).toMatchObject({ email, firstName: 'Kwame', projectIds: [] });
    const stored = await api.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', response.body.id)
      .executeTakeFirstOrThrow();
    expect(stored.role).toBe('inspector');
    expect(await auditRecordsOf(api.db, 'inspector', response.body.id)).toMatchObject([
      { action: 'inspector.invite', actorUserId: admin.user.id },
    ]);

    const invitation = await mailSentTo(api, email);
    expect(invitation?.subject).toBe('You are invited as an independent inspector');
    expect(invitation?.text).toContain(
      `http://localhost:5173/forgot-password?email=${encodeURIComponent(email)}`,
    );
    expect(invitation?.text).toContain('within 7 days');
    expect(invitation?.text).toContain('Then sign in on http://localhost:5174/signin');
    const { expiresAt } = await api.db
      .selectFrom('passwordResets')
      .select('expiresAt')
      .where('userId', '=', response.body.id)
      .executeTakeFirstOrThrow();
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(6 * 24 * 60 * 60 * 1000);
    const token = await resetCodeSentTo(api, email);
    const reset = await api.client.auth.resetPassword({
      body: { email, token, newPassword: 'Site-visits-2026', confirmPassword: 'Site-visits-2026' },
    });
    expect(reset.status).toBe(200);
    const signIn = await api.client.auth.signIn({
      body: { email, password: 'Site-visits-2026' },
    });
    expect(signIn.status === 200 && signIn.body.user.role).toBe('inspector');

    const again = await admin.client.adminInspectors.inviteInspector({
      body: { email, firstName: 'Kwame', lastName: 'Boateng' },
    });
    expect(again.status).toBe(409);
  });

  it('assigns projects, audited; refuses an unknown project or inspector', async () => {
    const inspector = await signedInInspector(api);
    const [first, second] = [await createProject(api.db), await createProject(api.db)];
    await assign(inspector, [first.id, second.id]);
    await assign(inspector, [second.id]);
    const listed = await admin.client.adminInspectors.listInspectors();
    expect(
      listed.status === 200 && listed.body.find((row) => row.id === inspector.user.id),
    ).toMatchObject({ projectIds: [second.id] });
    expect(await auditRecordsOf(api.db, 'inspector', inspector.user.id)).toMatchObject([
      { action: 'inspector.assign', before: [], after: [first.id, second.id] },
      { action: 'inspector.assign', before: [first.id, second.id], after: [second.id] },
    ]);

    const unknownProject = await admin.client.adminInspectors.setInspectorProjects({
      params: { id: String(inspector.user.id) },
      body: { projectIds: [2_000_000_000] },
    });
    expect(unknownProject.status).toBe(400);
    const user = await createUser(api.db);
    const notInspector = await admin.client.adminInspectors.setInspectorProjects({
      params: { id: String(user.id) },
      body: { projectIds: [first.id] },
    });
    expect(notInspector.status).toBe(404);
  });

  it('is for the admin only', async () => {
    const inspector = await signedInInspector(api);
    const user = await signedInUser(api);
    for (const caller of [inspector, user]) {
      expect((await caller.client.adminInspectors.listInspectors()).status).toBe(403);
      const invite = await caller.client.adminInspectors.inviteInspector({
        body: { email: `x.${Date.now()}@example.com`, firstName: 'A', lastName: 'B' },
      });
      expect(invite.status).toBe(403);
    }
  });
});

describe('the inspector signs off reported updates', () => {
  it('sees only the projects assigned to them and their updates', async () => {
    const inspector = await signedInInspector(api);
    const mine = await reportedUpdate();
    const other = await reportedUpdate();
    await assign(inspector, [mine.project.id]);
    const projects = await inspector.client.inspector.listAssignedProjects();
    expect(projects.status === 200 && projects.body).toEqual([
      expect.objectContaining({ id: mine.project.id, reportedUpdates: 1 }),
    ]);
    const updates = await inspector.client.inspector.listAssignedProjectUpdates({
      params: { id: String(mine.project.id) },
    });
    expect(updates.status === 200 && updates.body.map((update) => update.id)).toEqual([
      mine.update.id,
    ]);
    const notMine = await inspector.client.inspector.listAssignedProjectUpdates({
      params: { id: String(other.project.id) },
    });
    expect(notMine.status).toBe(403);
  });

  it('confirms an update with a note and a photo: audited, investors notified, shown as verified', async () => {
    const inspector = await signedInInspector(api);
    const { project, update, investor } = await reportedUpdate();
    await assign(inspector, [project.id]);

    const response = await review(
      inspector,
      update.id,
      { decision: 'verified', note: 'Walls and slab seen on site.' },
      [await photoWithExif()],
    );
    expect(response.status).toBe(200);
    const reviewed = response.body as unknown as TProjectUpdate;
    expect(reviewed.verification).toMatchObject({
      status: 'verified',
      inspectorName: `${inspector.user.firstName} ${inspector.user.lastName}`,
      note: 'Walls and slab seen on site.',
    });
    expect(reviewed.verification.reviewedAt).not.toBeNull();
    expect(reviewed.evidence).toMatchObject([{ source: 'inspector', distanceMeters: 0 }]);

    const publicTimeline = await api.client.projectUpdates.listProjectUpdates({
      params: { id: String(project.id) },
    });
    expect(publicTimeline.status === 200 && publicTimeline.body[0]).toEqual(reviewed);

    expect(await auditRecordsOf(api.db, 'project_update', update.id)).toMatchObject([
      {
        action: 'project_update.verify',
        actorUserId: inspector.user.id,
        before: { verification: { status: 'reported' } },
        after: { verification: { status: 'verified' } },
      },
    ]);
    expect(await notificationsOf(investor.id)).toMatchObject([
      { projectId: project.id, textKey: 'updateVerified' },
    ]);

    // Signed off once: a second review is refused.
    const again = await review(inspector, update.id, { decision: 'disputed', note: 'No.' });
    expect(again.status).toBe(409);
  });

  it('disputes an update only with a note, which investors are told', async () => {
    const inspector = await signedInInspector(api);
    const { project, update, investor } = await reportedUpdate();
    await assign(inspector, [project.id]);
    const withoutNote = await review(inspector, update.id, { decision: 'disputed' });
    expect(withoutNote.status).toBe(400);
    expect(withoutNote.body.message).toBe('A note is required to dispute an update');

    const response = await review(inspector, update.id, {
      decision: 'disputed',
      note: 'Only the foundation is done; the photos show another site.',
    });
    expect(response.status).toBe(200);
    expect((response.body as unknown as TProjectUpdate).verification.status).toBe('disputed');
    expect(await auditRecordsOf(api.db, 'project_update', update.id)).toMatchObject([
      { action: 'project_update.dispute', actorUserId: inspector.user.id },
    ]);
    const [notification] = await notificationsOf(investor.id);
    expect(notification).toMatchObject({ textKey: 'updateDisputed' });
    expect(notification?.message).toContain('Only the foundation is done');
  });

  it('cannot sign off a project not assigned to them, nor an update that claims nothing', async () => {
    const inspector = await signedInInspector(api);
    const { project, update } = await reportedUpdate();
    const refused = await review(inspector, update.id, { decision: 'verified' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This project is not assigned to you');
    const row = await api.db
      .selectFrom('projectUpdates')
      .select('verificationStatus')
      .where('id', '=', update.id)
      .executeTakeFirstOrThrow();
    expect(row.verificationStatus).toBe('reported');
    expect(await auditRecordsOf(api.db, 'project_update', update.id)).toEqual([]);

    await assign(inspector, [project.id]);
    const unclaimed = await createProjectUpdate(api.db, { projectId: project.id });
    expect((await review(inspector, unclaimed.id, { decision: 'verified' })).status).toBe(409);
    expect((await review(inspector, 2_000_000_000, { decision: 'verified' })).status).toBe(404);
  });

  it('refuses an image bomb among the photos with 413 and its pixel limit: nothing signed off or stored', async () => {
    const inspector = await signedInInspector(api);
    const { project, update, investor } = await reportedUpdate();
    await assign(inspector, [project.id]);
    const files = await storedFiles(storageDir);

    const response = await review(inspector, update.id, { decision: 'verified', note: 'Seen.' }, [
      await photoWithExif(),
      pngBomb(),
    ]);
    expect(response.status).toBe(413);
    expect(response.body.message).toBe(IMAGE_MESSAGES.imageTooManyPixels);

    const row = await api.db
      .selectFrom('projectUpdates')
      .select('verificationStatus')
      .where('id', '=', update.id)
      .executeTakeFirstOrThrow();
    expect(row.verificationStatus).toBe('reported');
    expect(
      await api.db.selectFrom('updateEvidence').where('updateId', '=', update.id).execute(),
    ).toEqual([]);
    expect(await storedFiles(storageDir)).toEqual(files);
    expect(await notificationsOf(investor.id)).toEqual([]);
    expect(await auditRecordsOf(api.db, 'project_update', update.id)).toEqual([]);
  });

  it('a user, the admin or a visitor cannot act as an inspector', async () => {
    const { project, update } = await reportedUpdate();
    const user = await signedInUser(api);
    expect((await review(null, update.id, { decision: 'verified' })).status).toBe(401);
    for (const caller of [user, admin]) {
      expect((await review(caller, update.id, { decision: 'verified' })).status).toBe(403);
      expect((await caller.client.inspector.listAssignedProjects()).status).toBe(403);
      const updates = await caller.client.inspector.listAssignedProjectUpdates({
        params: { id: String(project.id) },
      });
      expect(updates.status).toBe(403);
    }
  });
});

describe('an inspector can change nothing else', () => {
  it('cannot edit a project or a unit, nor post an update', async () => {
    const inspector = await signedInInspector(api);
    const project = await createProject(api.db);
    const unit = await createUnit(api.db, { projectId: project.id });
    await assign(inspector, [project.id]);
    const edit = await inspector.client.adminProjects.updateProject({
      params: { id: String(project.id) },
      body: fullProjectInput(),
    });
    expect(edit.status).toBe(403);
    const unitEdit = await inspector.client.adminUnits.updateUnit({
      params: { id: String(project.id), unitId: String(unit.id) },
      body: {} as never,
    });
    expect(unitEdit.status).toBe(403);
    const post = await inspector.client.projectUpdates.postProjectUpdate({
      params: { id: String(project.id) },
      body: { title: 'Done', description: 'All done.', progressPercentage: 100 },
    });
    expect(post.status).toBe(403);
  });

  it('is refused investing, registering interest and KYC, with a clear message', async () => {
    const inspector = await signedInInspector(api);
    const project = await createProject(api.db);
    const message =
      'Inspectors sign off progress and cannot invest, register interest or submit KYC';
    const invest = await inspector.client.investments.createInvestment({
      body: {} as never,
      headers: {},
    });
    expect(invest.status).toBe(403);
    expect(invest.status === 403 && invest.body.message).toBe(message);
    const interest = await inspector.client.projectInterests.createProjectInterest({
      body: { userId: inspector.user.id, projectId: project.id, interestAmount: '5000' } as never,
    });
    expect(interest.status === 403 && interest.body.message).toBe(message);
    const kyc = await postMultipart(api, inspector.token, '/api/kyc/submit', {
      userId: String(inspector.user.id),
    });
    expect(kyc.status).toBe(403);
    expect(kyc.body.message).toBe(message);
  });
});
