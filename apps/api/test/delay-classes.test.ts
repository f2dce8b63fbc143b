import { AUDIT_ACTIONS, DELAY_THRESHOLDS, SCHEDULE_MESSAGES } from '@coinvest/contract';
import { createInvestment, createProject, createProjectUpdate } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyNotReportingProjects } from '../src/features/progress/not-reporting';
import { auditRecordsOf, signedInAdmin, signedInUser, type Caller } from './admin-fixtures';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
let admin: Caller;
beforeAll(async () => {
  api = await startTestApi();
  admin = await signedInAdmin(api);
});
afterAll(() => api.close());

const DAY = 86_400_000;
const instantDaysAgo = (days: number) => new Date(Date.now() - days * DAY);
const daysAgo = (days: number) => instantDaysAgo(days).toISOString().slice(0, 10);

interface Plan {
  /** [days ago the milestone is due (negative: ahead), its planned percent]. */
  milestones: [number, number][];
  /** [days ago an inspector verified it, its percent]. */
  verified: [number, number][];
  createdDaysAgo?: number;
}

/** A project with its schedule and verified updates, written as the admin and inspector would. */
async function projectWith({ milestones, verified, createdDaysAgo = 400 }: Plan) {
  const project = await createProject(api.db, { createdAt: instantDaysAgo(createdDaysAgo) });
  for (const [index, [dueDaysAgo, plannedPercent]] of milestones.entries()) {
    await api.db
      .insertInto('projectMilestones')
      .values({
        projectId: project.id,
        position: index,
        name: `Milestone ${index + 1}`,
        plannedDate: daysAgo(dueDaysAgo),
        plannedPercent,
      })
      .execute();
  }
  for (const [verifiedDaysAgo, percent] of verified) {
    await createProjectUpdate(api.db, {
      projectId: project.id,
      progressPercentage: percent,
      verificationStatus: 'verified',
      reviewedAt: instantDaysAgo(verifiedDaysAgo),
    });
  }
  return project;
}

async function progressOf(projectId: number) {
  const response = await api.client.projects.getProject({ params: { id: String(projectId) } });
  if (response.status !== 200) throw new Error(`GET project: ${response.status}`);
  return response.body.progress;
}

/** Milestone 1 (30%) reached and verified yesterday; milestone 2 (40%) due `late` days ago. */
const lateBy = (late: number) =>
  projectWith({
    milestones: [
      [late + 30, 30],
      [late, 40],
    ],
    verified: [[1, 30]],
  });

describe('delay class on the project responses', () => {
  it('is on track on the day a milestone is due, and behind one day over', async () => {
    expect(await progressOf((await lateBy(0)).id)).toMatchObject({ delayClass: 'on_track' });
    expect(await progressOf((await lateBy(1)).id)).toMatchObject({
      delayClass: 'behind',
      reason: { key: 'milestoneLate', values: { milestone: 'Milestone 2', daysLate: 1 } },
    });
  });

  it(`is behind at ${DELAY_THRESHOLDS.behindMaxDaysLate} days late and at risk one day over`, async () => {
    const limit = DELAY_THRESHOLDS.behindMaxDaysLate;
    expect(await progressOf((await lateBy(limit)).id)).toMatchObject({ delayClass: 'behind' });
    expect(await progressOf((await lateBy(limit + 1)).id)).toMatchObject({
      delayClass: 'at_risk',
      reason: { key: 'milestoneLate', values: { daysLate: limit + 1 } },
    });
  });

  it(`is at risk when verified progress is more than ${DELAY_THRESHOLDS.atRiskPointsBelowPlan} points below plan`, async () => {
    const verifiedAt = (percent: number) =>
      projectWith({ milestones: [[0, 50]], verified: [[1, percent]], createdDaysAgo: 10 });
    const onTheLine = await progressOf((await verifiedAt(35)).id);
    expect(onTheLine).toMatchObject({
      delayClass: 'on_track',
      plannedPercentToday: 50,
      verifiedPercent: 35,
    });
    expect(await progressOf((await verifiedAt(34)).id)).toMatchObject({
      delayClass: 'at_risk',
      reason: { key: 'belowPlan', values: { verifiedPercent: 34, plannedPercent: 50 } },
    });
  });

  it(`is stalled after ${DELAY_THRESHOLDS.stalledAfterDays} days without verified progress`, async () => {
    const quietFor = (days: number) =>
      projectWith({ milestones: [[-300, 100]], verified: [[days, 10]], createdDaysAgo: days + 1 });
    const limit = DELAY_THRESHOLDS.stalledAfterDays;
    expect((await progressOf((await quietFor(limit)).id)).delayClass).not.toBe('stalled');
    expect(await progressOf((await quietFor(limit + 1)).id)).toMatchObject({
      delayClass: 'stalled',
      reason: { key: 'noVerifiedProgress', values: { days: limit + 1, since: daysAgo(limit + 1) } },
    });
  });

  it('counts only inspector-verified updates, not what the developer reported', async () => {
    const project = await lateBy(10);
    await createProjectUpdate(api.db, {
      projectId: project.id,
      progressPercentage: 90,
      verificationStatus: 'reported',
    });
    expect(await progressOf(project.id)).toMatchObject({
      delayClass: 'behind',
      verifiedPercent: 30,
    });
  });

  it('gives each project of the list its class', async () => {
    const project = await lateBy(5);
    const response = await api.client.projects.listProjects({ query: { q: project.title } });
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    expect(response.body.map((listed) => [listed.id, listed.progress.delayClass])).toEqual([
      [project.id, 'behind'],
    ]);
  });

  it('shows the plan, the reached dates and the verified progress on the schedule', async () => {
    const project = await lateBy(3);
    const response = await api.client.progress.getProjectSchedule({
      params: { id: String(project.id) },
    });
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    expect(response.body.milestones).toMatchObject([
      { name: 'Milestone 1', plannedDate: daysAgo(33), plannedPercent: 30, reachedOn: daysAgo(1) },
      { name: 'Milestone 2', plannedDate: daysAgo(3), plannedPercent: 40, reachedOn: null },
    ]);
    expect(response.body.verifiedProgress).toEqual([{ verifiedOn: daysAgo(1), percent: 30 }]);
    expect(response.body.progress.delayClass).toBe('behind');
  });
});

describe('not reporting', () => {
  /** A project promising an update every 30 days whose last one is `days` days old. */
  async function lastUpdatedDaysAgo(days: number) {
    const project = await createProject(api.db, {
      createdAt: instantDaysAgo(400),
      updateIntervalDays: 30,
    });
    await createProjectUpdate(api.db, { projectId: project.id, createdAt: instantDaysAgo(days) });
    return project;
  }

  it('flags a project whose last update is older than its interval, on the list and its filter', async () => {
    const silent = await lastUpdatedDaysAgo(31);
    const reporting = await lastUpdatedDaysAgo(29);
    expect(await progressOf(silent.id)).toMatchObject({ notReporting: true });
    expect(await progressOf(reporting.id)).toMatchObject({ notReporting: false });

    const filtered = await api.client.projects.listProjects({
      query: { reporting: 'not_reporting', limit: 100 },
    });
    expect(filtered.status).toBe(200);
    if (filtered.status !== 200) return;
    const ids = filtered.body.map((project) => project.id);
    expect(ids).toContain(silent.id);
    expect(ids).not.toContain(reporting.id);
    expect(filtered.body.every((project) => project.progress.notReporting)).toBe(true);

    const bad = await api.client.projects.listProjects({
      query: { reporting: 'quiet' as 'not_reporting' },
    });
    expect(bad.status).toBe(400);
  });

  it('counts the projects not reporting in the admin summary', async () => {
    const before = await admin.client.adminSummary.getAdminSummary();
    if (before.status !== 200) throw new Error('summary');
    await lastUpdatedDaysAgo(45);
    const after = await admin.client.adminSummary.getAdminSummary();
    if (after.status !== 200) throw new Error('summary');
    expect(after.body.notReportingProjects).toBe(before.body.notReportingProjects + 1);
  });

  it("tells the project's investors once, and again only after it reported and went quiet", async () => {
    const project = await lastUpdatedDaysAgo(31);
    const investment = await createInvestment(api.db, { projectId: project.id });
    const told = () =>
      api.db
        .selectFrom('notifications')
        .select(['textKey', 'textValues'])
        .where('userId', '=', investment.userId)
        .where('textKey', '=', 'projectNotReporting')
        .execute();

    await notifyNotReportingProjects(api.app);
    await notifyNotReportingProjects(api.app);
    expect(await told()).toEqual([
      {
        textKey: 'projectNotReporting',
        textValues: { projectTitle: project.title, intervalDays: 30 },
      },
    ]);

    await createProjectUpdate(api.db, { projectId: project.id });
    await notifyNotReportingProjects(api.app);
    const cleared = await api.db
      .selectFrom('projects')
      .select('notReportingNotifiedAt')
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(cleared.notReportingNotifiedAt).toBeNull();
    expect(await told()).toHaveLength(1);
  });
});

describe('the admin schedule', () => {
  const milestone = {
    name: 'Roof on block A',
    description: 'Roof slab poured and waterproofed.',
    plannedDate: '2027-03-31',
    plannedPercent: 60,
  };

  it('adds a milestone with its first planned date in the history, audited', async () => {
    const project = await createProject(api.db);
    const created = await admin.client.adminSchedule.createMilestone({
      params: { id: String(project.id) },
      body: milestone,
    });
    expect(created.status).toBe(201);
    if (created.status !== 201) return;
    const schedule = await admin.client.adminSchedule.getAdminSchedule({
      params: { id: String(project.id) },
    });
    if (schedule.status !== 200) throw new Error('schedule');
    expect(schedule.body.milestones).toMatchObject([{ ...milestone, position: 0 }]);
    expect(schedule.body.changes).toMatchObject([
      {
        milestoneName: milestone.name,
        previousPlannedDate: null,
        newPlannedDate: '2027-03-31',
        changedBy: admin.user.username,
      },
    ]);
    const audits = await auditRecordsOf(api.db, 'project_milestone', created.body.id);
    expect(audits.map((record) => record.action)).toEqual([AUDIT_ACTIONS.milestoneCreate]);
  });

  it('needs a reason to move a planned date, keeps it and tells the investors', async () => {
    const project = await createProject(api.db);
    const investment = await createInvestment(api.db, { projectId: project.id });
    const params = { id: String(project.id) };
    const created = await admin.client.adminSchedule.createMilestone({ params, body: milestone });
    if (created.status !== 201) throw new Error('create');
    const milestoneParams = { ...params, milestoneId: String(created.body.id) };

    const withoutReason = await admin.client.adminSchedule.updateMilestone({
      params: milestoneParams,
      body: { ...milestone, plannedDate: '2027-06-30' },
    });
    expect(withoutReason.status).toBe(400);
    expect(withoutReason.body).toMatchObject({
      message: SCHEDULE_MESSAGES.milestoneReasonRequired,
    });

    const renamed = await admin.client.adminSchedule.updateMilestone({
      params: milestoneParams,
      body: { ...milestone, name: 'Roof on block A and B' },
    });
    expect(renamed.status).toBe(200);

    const moved = await admin.client.adminSchedule.updateMilestone({
      params: milestoneParams,
      body: { ...milestone, plannedDate: '2027-06-30', reason: 'Rainy season delayed the slab' },
    });
    expect(moved.status).toBe(200);
    const schedule = await admin.client.adminSchedule.getAdminSchedule({ params });
    if (schedule.status !== 200) throw new Error('schedule');
    expect(
      schedule.body.changes.map((change) => [change.previousPlannedDate, change.reason]),
    ).toEqual([
      ['2027-03-31', 'Rainy season delayed the slab'],
      [null, 'First planned date'],
    ]);
    const notifications = await api.db
      .selectFrom('notifications')
      .select(['textKey', 'textValues', 'projectId'])
      .where('userId', '=', investment.userId)
      .where('textKey', '=', 'milestoneMoved')
      .execute();
    expect(notifications).toEqual([
      {
        textKey: 'milestoneMoved',
        projectId: project.id,
        textValues: {
          projectTitle: project.title,
          milestone: milestone.name,
          previousDate: '2027-03-31',
          newDate: '2027-06-30',
          reason: 'Rainy season delayed the slab',
        },
      },
    ]);
    const audits = await auditRecordsOf(api.db, 'project_milestone', created.body.id);
    expect(audits.map((record) => record.action)).toEqual([
      AUDIT_ACTIONS.milestoneCreate,
      AUDIT_ACTIONS.milestoneUpdate,
      AUDIT_ACTIONS.milestoneUpdate,
    ]);
  });

  it('removes a milestone, refuses bad input and anyone but the admin', async () => {
    const project = await createProject(api.db);
    const params = { id: String(project.id) };
    const created = await admin.client.adminSchedule.createMilestone({ params, body: milestone });
    if (created.status !== 201) throw new Error('create');

    const badPercent = await admin.client.adminSchedule.createMilestone({
      params,
      body: { ...milestone, plannedPercent: 140 },
    });
    expect(badPercent.status).toBe(400);
    expect(badPercent.body).toMatchObject({
      message: SCHEDULE_MESSAGES.milestonePlannedPercentInvalid,
    });

    const user = await signedInUser(api);
    const forbidden = await user.client.adminSchedule.createMilestone({ params, body: milestone });
    expect(forbidden.status).toBe(403);

    const removed = await admin.client.adminSchedule.deleteMilestone({
      params: { ...params, milestoneId: String(created.body.id) },
    });
    expect(removed.status).toBe(200);
    const again = await admin.client.adminSchedule.deleteMilestone({
      params: { ...params, milestoneId: String(created.body.id) },
    });
    expect(again.status).toBe(404);
  });
});
