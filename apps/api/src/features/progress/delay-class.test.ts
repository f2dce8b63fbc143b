import { DELAY_THRESHOLDS } from '@coinvest/contract';
import { describe, expect, it } from 'vitest';
import { daysBetween, delayClassOf, plannedPercentOn, type DelayClassInput } from './delay-class';

const NOW = new Date('2026-11-24T12:00:00Z');
const DAY = 86_400_000;

/** The YYYY-MM-DD that is `days` days before NOW's day. */
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString().slice(0, 10);
const instantDaysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

function project(overrides: Partial<DelayClassInput> = {}): DelayClassInput {
  return {
    milestones: [],
    verifiedUpdates: [],
    lastUpdateAt: instantDaysAgo(1),
    projectCreatedAt: instantDaysAgo(400),
    updateIntervalDays: 30,
    completed: false,
    now: NOW,
    ...overrides,
  };
}

/** One milestone due `daysLate` days ago at 40%, with 40% verified yesterday unless reached. */
function withLateMilestone(daysLate: number) {
  return project({
    milestones: [
      { id: 1, name: 'Foundations', plannedDate: daysAgo(daysLate + 30), plannedPercent: 30 },
      { id: 2, name: 'Roof', plannedDate: daysAgo(daysLate), plannedPercent: 40 },
    ],
    verifiedUpdates: [{ milestoneId: 1, progressPercentage: 30, reviewedAt: instantDaysAgo(1) }],
  });
}

describe('delay class', () => {
  it('is on track when a milestone is due today and not yet reached', () => {
    const verdict = delayClassOf(withLateMilestone(0));
    expect(verdict.class).toBe('on_track');
    expect(verdict.reason.key).toBe('onTrack');
  });

  it('is behind from the first day a milestone is late', () => {
    const verdict = delayClassOf(withLateMilestone(1));
    expect(verdict.class).toBe('behind');
    expect(verdict.reason).toEqual({
      key: 'milestoneLate',
      values: { milestone: 'Roof', daysLate: 1 },
    });
  });

  it(`is behind on the ${DELAY_THRESHOLDS.behindMaxDaysLate}th day late and at risk one day over`, () => {
    const onTheDay = delayClassOf(withLateMilestone(DELAY_THRESHOLDS.behindMaxDaysLate));
    expect(onTheDay.class).toBe('behind');
    const dayOver = delayClassOf(withLateMilestone(DELAY_THRESHOLDS.behindMaxDaysLate + 1));
    expect(dayOver.class).toBe('at_risk');
    expect(dayOver.reason).toEqual({
      key: 'milestoneLate',
      values: { milestone: 'Roof', daysLate: 61 },
    });
  });

  it('counts a milestone reached when a verified update reports its percent', () => {
    const input = withLateMilestone(10);
    const verdict = delayClassOf({
      ...input,
      verifiedUpdates: [
        { milestoneId: null, progressPercentage: 40, reviewedAt: instantDaysAgo(1) },
      ],
    });
    expect(verdict.class).toBe('on_track');
    expect(verdict.verifiedPercent).toBe(40);
  });

  it('ignores updates that are reported but not verified (only verified ones are passed)', () => {
    expect(delayClassOf({ ...withLateMilestone(10), verifiedUpdates: [] }).class).not.toBe(
      'on_track',
    );
  });

  it(`is at risk when verified percent is more than ${DELAY_THRESHOLDS.atRiskPointsBelowPlan} points below plan`, () => {
    const due = (verified: number) =>
      delayClassOf(
        project({
          milestones: [{ id: 1, name: 'Walls', plannedDate: daysAgo(0), plannedPercent: 50 }],
          projectCreatedAt: instantDaysAgo(10),
          verifiedUpdates: [
            { milestoneId: null, progressPercentage: verified, reviewedAt: instantDaysAgo(1) },
          ],
        }),
      );
    const onTheLine = due(50 - DELAY_THRESHOLDS.atRiskPointsBelowPlan);
    expect(onTheLine.plannedPercentToday).toBe(50);
    expect(onTheLine.class).toBe('on_track');
    const pointOver = due(50 - DELAY_THRESHOLDS.atRiskPointsBelowPlan - 1);
    expect(pointOver.class).toBe('at_risk');
    expect(pointOver.reason).toEqual({
      key: 'belowPlan',
      values: { verifiedPercent: 34, plannedPercent: 50 },
    });
  });

  it(`is stalled after ${DELAY_THRESHOLDS.stalledAfterDays} days without verified progress`, () => {
    const quietFor = (days: number) =>
      delayClassOf(
        project({
          milestones: [
            { id: 1, name: 'Handover', plannedDate: daysAgo(-300), plannedPercent: 100 },
          ],
          verifiedUpdates: [
            { milestoneId: null, progressPercentage: 10, reviewedAt: instantDaysAgo(days) },
          ],
          projectCreatedAt: instantDaysAgo(days + 1),
        }),
      );
    expect(quietFor(DELAY_THRESHOLDS.stalledAfterDays).class).not.toBe('stalled');
    const dayOver = quietFor(DELAY_THRESHOLDS.stalledAfterDays + 1);
    expect(dayOver.class).toBe('stalled');
    expect(dayOver.reason).toEqual({
      key: 'noVerifiedProgress',
      values: { days: 91, since: daysAgo(91) },
    });
  });

  it('counts the silence from the first milestone when nothing was ever verified', () => {
    const firstDueAgo = (days: number) =>
      delayClassOf(
        project({
          milestones: [
            { id: 1, name: 'Site cleared', plannedDate: daysAgo(days), plannedPercent: 5 },
          ],
        }),
      );
    expect(firstDueAgo(90).class).toBe('at_risk');
    expect(firstDueAgo(91).class).toBe('stalled');
  });

  it('is on track with no schedule, and once every milestone is reached', () => {
    expect(delayClassOf(project()).reason.key).toBe('noSchedule');
    const done = delayClassOf({
      ...withLateMilestone(200),
      verifiedUpdates: [
        { milestoneId: 2, progressPercentage: null, reviewedAt: instantDaysAgo(150) },
      ],
    });
    expect(done.class).toBe('on_track');
  });

  it('is on track and reporting once delivered', () => {
    const verdict = delayClassOf({
      ...withLateMilestone(200),
      completed: true,
      lastUpdateAt: instantDaysAgo(300),
    });
    expect(verdict).toMatchObject({ class: 'on_track', notReporting: false });
    expect(verdict.reason.key).toBe('completed');
  });
});

describe('not reporting', () => {
  it('starts once the last update is older than the promised interval', () => {
    const lastUpdateAgo = (ms: number) =>
      delayClassOf(project({ lastUpdateAt: new Date(NOW.getTime() - ms) })).notReporting;
    expect(lastUpdateAgo(30 * DAY)).toBe(false);
    expect(lastUpdateAgo(30 * DAY + 1000)).toBe(true);
  });

  it('counts from the listing when nothing was ever posted', () => {
    expect(
      delayClassOf(project({ lastUpdateAt: null, projectCreatedAt: instantDaysAgo(29) }))
        .notReporting,
    ).toBe(false);
    expect(
      delayClassOf(project({ lastUpdateAt: null, projectCreatedAt: instantDaysAgo(31) }))
        .notReporting,
    ).toBe(true);
  });
});

describe('plan today', () => {
  it('rises in straight lines from the listing through the milestones, then stays flat', () => {
    const milestones = [
      { id: 1, name: 'A', plannedDate: '2026-01-11', plannedPercent: 20 },
      { id: 2, name: 'B', plannedDate: '2026-01-21', plannedPercent: 60 },
    ];
    expect(plannedPercentOn(milestones, '2026-01-01', '2025-12-01')).toBe(0);
    expect(plannedPercentOn(milestones, '2026-01-01', '2026-01-06')).toBe(10);
    expect(plannedPercentOn(milestones, '2026-01-01', '2026-01-16')).toBe(40);
    expect(plannedPercentOn(milestones, '2026-01-01', '2027-01-01')).toBe(60);
  });

  it('takes milestones in plan order, one due before the listing among them', () => {
    const milestones = [
      { id: 3, name: 'C', plannedDate: '2026-01-11', plannedPercent: 30 },
      { id: 2, name: 'B', plannedDate: '2026-01-11', plannedPercent: 20 },
      { id: 1, name: 'A', plannedDate: '2025-12-15', plannedPercent: 5 },
    ];
    // Listed 1 Jan with A already due: the line runs from A (5% on 15 Dec) to B (20% on 11 Jan).
    expect(plannedPercentOn(milestones, '2026-01-01', '2026-01-01')).toBe(14.4);
    expect(plannedPercentOn(milestones, '2026-01-01', '2026-01-06')).toBe(17.2);
    expect(plannedPercentOn(milestones, '2026-01-01', '2026-01-10')).toBe(19.4);
    // B and C fall on one day: the higher one holds from that day.
    expect(plannedPercentOn(milestones, '2026-01-01', '2026-01-11')).toBe(30);
  });
});

describe('days between two calendar days', () => {
  it('counts whole days across month ends, leap days and years, before the year 100 too', () => {
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2027-01-01', '2026-01-01')).toBe(-365);
    expect(daysBetween('0099-12-31', '0100-01-01')).toBe(1);
    expect(daysBetween('1999-12-31', '2000-12-31')).toBe(366);
  });
});
