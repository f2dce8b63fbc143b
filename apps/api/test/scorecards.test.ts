import type { NewProject, NewProjectUpdate } from '@coinvest/db';
import { createDeveloper, createProject, createProjectUpdate } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRecordsOf, signedInAdmin, type Caller } from './admin-fixtures';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
let admin: Caller;

const DAY_MS = 86_400_000;
/** The UTC day `days` days from today (negative: before), YYYY-MM-DD. */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  api = await startTestApi();
  admin = await signedInAdmin(api);
});
afterAll(() => api.close());

async function projectOf(developerId: number, values: Partial<NewProject>) {
  return createProject(api.db, { developerId, developerName: null, ...values });
}

async function updatesOf(projectId: number, statuses: NewProjectUpdate['verificationStatus'][]) {
  for (const verificationStatus of statuses) {
    const reviewed = verificationStatus === 'verified' || verificationStatus === 'disputed';
    await createProjectUpdate(api.db, {
      projectId,
      verificationStatus,
      reviewedAt: reviewed ? new Date(Date.now() - 40 * DAY_MS) : null,
    });
  }
}

async function licenceOf(developerId: number, kind: string, expiresOn: string) {
  await api.db
    .insertInto('developerLicences')
    .values({
      developerId,
      kind: kind as 'greda_membership',
      number: `${kind}-${developerId}`,
      expiresOn,
    })
    .execute();
}

async function publicDeveloper(id: number) {
  const response = await api.client.developers.getDeveloper({ params: { id: String(id) } });
  if (response.status !== 200) throw new Error(`getDeveloper: ${response.status}`);
  return response.body;
}

describe('the developer scorecard', () => {
  it('counts deliveries, the on-time ratio, the average delay, verified claims and licences', async () => {
    const developer = await createDeveloper(api.db, { name: 'Kente Homes' });
    // Early (0 days late), 90 days late (on time, on the day), 91 days late (one day over).
    const early = await projectOf(developer.id, {
      status: 'completed',
      completionDate: '2024-03-31',
      deliveredOn: '2024-03-15',
    });
    await projectOf(developer.id, {
      status: 'completed',
      completionDate: '2024-06-30',
      deliveredOn: '2024-09-28',
    });
    await projectOf(developer.id, {
      status: 'completed',
      completionDate: '2024-06-30',
      deliveredOn: '2024-09-29',
    });
    // Delivered without a plan: counted as delivered, not in the ratio or the delay.
    await projectOf(developer.id, {
      status: 'completed',
      completionDate: null,
      deliveredOn: '2025-01-10',
    });
    // Completed but no delivery day entered: not delivered.
    await projectOf(developer.id, { status: 'completed', completionDate: '2025-01-01' });
    await updatesOf(early.id, [
      'verified',
      'verified',
      'verified',
      'reported',
      'disputed',
      'not_claimed',
      'not_claimed',
    ]);
    await licenceOf(developer.id, 'greda_membership', dayFromToday(30));
    await licenceOf(developer.id, 'reac_licence', dayFromToday(31));

    const { scorecard } = await publicDeveloper(developer.id);

    expect(scorecard).toEqual({
      projectsDelivered: 4,
      projectsDeliveredWithPlan: 3,
      onTimeRatio: '66.67',
      // (0 + 90 + 91) / 3
      averageDelayDays: '60.3',
      claimedUpdates: 5,
      verifiedUpdates: 3,
      verifiedShare: '60.00',
      projectsBehind: 0,
      projectsStalled: 0,
      licences: [
        {
          kind: 'greda_membership',
          number: `greda_membership-${developer.id}`,
          expiresOn: dayFromToday(30),
          status: 'expiring',
        },
        {
          kind: 'reac_licence',
          number: `reac_licence-${developer.id}`,
          expiresOn: dayFromToday(31),
          status: 'valid',
        },
      ],
      hasExpiredLicence: false,
    });
  });

  it('counts projects behind (behind or at risk) and stalled, and warns of an expired licence', async () => {
    const developer = await createDeveloper(api.db, { name: 'Slow Build Ltd' });
    const yesterday = new Date(Date.now() - DAY_MS);

    // Behind: the roof (40%) was due 30 days ago; 30% verified yesterday.
    const behind = await projectOf(developer.id, { status: 'under_construction' });
    await api.db
      .insertInto('projectMilestones')
      .values({
        projectId: behind.id,
        name: 'Roof',
        plannedDate: dayFromToday(-30),
        plannedPercent: 40,
      })
      .execute();
    await createProjectUpdate(api.db, {
      projectId: behind.id,
      progressPercentage: 30,
      verificationStatus: 'verified',
      reviewedAt: yesterday,
    });
    // At risk: the frame (50%) was due 61 days ago; 45% verified yesterday.
    const atRisk = await projectOf(developer.id, { status: 'under_construction' });
    await api.db
      .insertInto('projectMilestones')
      .values({
        projectId: atRisk.id,
        name: 'Frame',
        plannedDate: dayFromToday(-61),
        plannedPercent: 50,
      })
      .execute();
    await createProjectUpdate(api.db, {
      projectId: atRisk.id,
      progressPercentage: 45,
      verificationStatus: 'verified',
      reviewedAt: yesterday,
    });
    // Stalled: the foundations were due 100 days ago and nothing was ever verified.
    const stalled = await projectOf(developer.id, { status: 'under_construction' });
    await api.db
      .insertInto('projectMilestones')
      .values({
        projectId: stalled.id,
        name: 'Foundations',
        plannedDate: dayFromToday(-100),
        plannedPercent: 20,
      })
      .execute();
    // On track (no schedule yet), with two claims still waiting for an inspector.
    const onTrack = await projectOf(developer.id, { status: 'planning' });
    await updatesOf(onTrack.id, ['reported', 'reported']);
    await licenceOf(developer.id, 'greda_membership', dayFromToday(-1));

    const { scorecard } = await publicDeveloper(developer.id);

    expect(scorecard).toEqual({
      projectsDelivered: 0,
      projectsDeliveredWithPlan: 0,
      onTimeRatio: null,
      averageDelayDays: null,
      claimedUpdates: 4,
      verifiedUpdates: 2,
      verifiedShare: '50.00',
      projectsBehind: 2,
      projectsStalled: 1,
      licences: [
        {
          kind: 'greda_membership',
          number: `greda_membership-${developer.id}`,
          expiresOn: dayFromToday(-1),
          status: 'expired',
        },
        { kind: 'reac_licence', number: null, expiresOn: null, status: 'missing' },
      ],
      hasExpiredLicence: true,
    });

    // The list carries the same scorecard, and the project names its developer for its page.
    const list = await api.client.developers.listDevelopers();
    expect(list.status === 200 && list.body.find((d) => d.id === developer.id)?.scorecard).toEqual(
      scorecard,
    );
    const project = await api.client.projects.getProject({ params: { id: String(stalled.id) } });
    expect(project.status === 200 && project.body.developerId).toBe(developer.id);
  });

  it('answers 404 for an unknown or inactive developer and 400 for an id that is not a number', async () => {
    const inactive = await createDeveloper(api.db, { isActive: false });
    for (const id of [String(inactive.id), '999999']) {
      const response = await api.client.developers.getDeveloper({ params: { id } });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ message: 'Developer not found' });
    }
    const invalid = await api.client.developers.getDeveloper({ params: { id: '12abc' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ message: 'Developer id must be a number' });
  });
});

describe('the admin sets, changes and removes licences', () => {
  it('audits each change and the scorecard follows', async () => {
    const developer = await createDeveloper(api.db);
    const params = { id: String(developer.id), kind: 'reac_licence' as const };

    const set = await admin.client.adminDevelopers.setDeveloperLicence({
      params,
      body: { number: ' REAC/DEV/2025/0012 ', expiresOn: dayFromToday(-3) },
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual([
      { kind: 'greda_membership', number: null, expiresOn: null, status: 'missing' },
      {
        kind: 'reac_licence',
        number: 'REAC/DEV/2025/0012',
        expiresOn: dayFromToday(-3),
        status: 'expired',
      },
    ]);
    expect((await publicDeveloper(developer.id)).scorecard.hasExpiredLicence).toBe(true);

    const renewed = await admin.client.adminDevelopers.setDeveloperLicence({
      params,
      body: { number: 'REAC/DEV/2026/0012', expiresOn: dayFromToday(365) },
    });
    expect(renewed.status === 200 && renewed.body[1]).toMatchObject({ status: 'valid' });
    expect((await publicDeveloper(developer.id)).scorecard.hasExpiredLicence).toBe(false);

    const removed = await admin.client.adminDevelopers.removeDeveloperLicence({ params });
    expect(removed.status === 200 && removed.body[1]).toMatchObject({ status: 'missing' });
    const again = await admin.client.adminDevelopers.removeDeveloperLicence({ params });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ message: 'This developer has no such licence' });

    const records = await auditRecordsOf(api.db, 'developer', developer.id);
    expect(records.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      {
        action: 'developer.licence_set',
        before: null,
        after: { kind: 'reac_licence', number: 'REAC/DEV/2025/0012', expiresOn: dayFromToday(-3) },
      },
      {
        action: 'developer.licence_set',
        before: { kind: 'reac_licence', number: 'REAC/DEV/2025/0012', expiresOn: dayFromToday(-3) },
        after: { kind: 'reac_licence', number: 'REAC/DEV/2026/0012', expiresOn: dayFromToday(365) },
      },
      {
        action: 'developer.licence_remove',
        before: {
          kind: 'reac_licence',
          number: 'REAC/DEV/2026/0012',
          expiresOn: dayFromToday(365),
        },
        after: null,
      },
    ]);
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const developer = await createDeveloper(api.db);
    const id = String(developer.id);
    const cases = [
      {
        kind: 'reac_licence',
        body: { number: '', expiresOn: '2030-01-01' },
        status: 400,
        message: 'Licence number is required',
      },
      {
        kind: 'reac_licence',
        body: { number: 'R/1', expiresOn: '2030-02-30' },
        status: 400,
        message: 'Enter the expiry date as YYYY-MM-DD',
      },
      {
        kind: 'driving_licence',
        body: { number: 'R/1', expiresOn: '2030-01-01' },
        status: 400,
        message: 'Licence kind must be greda_membership or reac_licence',
      },
    ];
    for (const { kind, body, status, message } of cases) {
      const response = await admin.client.adminDevelopers.setDeveloperLicence({
        params: { id, kind: kind as 'reac_licence' },
        body,
      });
      expect(response.status, message).toBe(status);
      expect(response.body).toMatchObject({ message });
    }
    const unknown = await admin.client.adminDevelopers.setDeveloperLicence({
      params: { id: '999999', kind: 'reac_licence' },
      body: { number: 'R/1', expiresOn: '2030-01-01' },
    });
    expect(unknown.status).toBe(404);
    expect(await auditRecordsOf(api.db, 'developer', developer.id)).toEqual([]);
    const listed = await admin.client.adminDevelopers.listDeveloperLicences({ params: { id } });
    expect(listed.status === 200 && listed.body.map((l) => l.status)).toEqual([
      'missing',
      'missing',
    ]);
  });
});
