import {
  DELAY_THRESHOLDS,
  type TDelayClass,
  type TDelayReason,
  type TDelayReasonKey,
} from '@coinvest/contract';

/**
 * A project's delay class, computed from its schedule and its inspector-verified updates,
 * never typed (docs/product-rules.md, Delay classes and silence). Pure: the caller reads the
 * rows and passes the clock.
 */

const DAY_MS = 86_400_000;

export interface ScheduleMilestone {
  id: number;
  name: string;
  /** YYYY-MM-DD. */
  plannedDate: string;
  plannedPercent: number;
}

/** An update an inspector verified (project_updates.verification_status = 'verified'). */
export interface VerifiedUpdate {
  milestoneId: number | null;
  progressPercentage: number | null;
  reviewedAt: Date;
}

export interface DelayClassInput {
  milestones: readonly ScheduleMilestone[];
  verifiedUpdates: readonly VerifiedUpdate[];
  /** The latest update of any kind, verified or not; null when none was ever posted. */
  lastUpdateAt: Date | null;
  /** When the project was listed: where the silence starts when no update was posted. */
  projectCreatedAt: Date;
  updateIntervalDays: number;
  /** Delivered (status 'completed' or a delivery date): nothing more is due. */
  completed: boolean;
  now: Date;
}

export interface DelayClassResult {
  class: TDelayClass;
  reason: TDelayReason;
  notReporting: boolean;
  /** What the schedule promises today, one decimal. */
  plannedPercentToday: number;
  verifiedPercent: number;
}

/**
 * Days are few and asked for again and again (every card of a page, every request of a day):
 * each is worked out once. Bounded, so a long-running process holds a few thousand at most.
 */
const REMEMBERED_DAYS = 4096;
const dayOfNumber = new Map<number, string>();
const numberOfDay = new Map<string, number>();

function remember<K, V>(cache: Map<K, V>, key: K, value: V): V {
  if (cache.size >= REMEMBERED_DAYS) cache.clear();
  cache.set(key, value);
  return value;
}

/** The UTC calendar day of an instant, YYYY-MM-DD. */
export function utcDay(instant: Date): string {
  const number = Math.floor(instant.getTime() / DAY_MS);
  return (
    dayOfNumber.get(number) ?? remember(dayOfNumber, number, instant.toISOString().slice(0, 10))
  );
}

function dayNumber(day: string): number {
  return (
    numberOfDay.get(day) ?? remember(numberOfDay, day, Date.parse(`${day}T00:00:00Z`) / DAY_MS)
  );
}

/** Whole days from one YYYY-MM-DD to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

/** By planned date, then planned percent: the order the plan is drawn in. */
export function inPlanOrder<T extends ScheduleMilestone>(milestones: readonly T[]): T[] {
  return [...milestones].sort(
    (a, b) => a.plannedDate.localeCompare(b.plannedDate) || a.plannedPercent - b.plannedPercent,
  );
}

/**
 * The day each milestone was reached: the first verification of an update that names it or
 * stands for at least its planned percent (a later milestone reached covers the earlier ones).
 * Absent while not reached.
 */
export function reachedDays(
  milestones: readonly ScheduleMilestone[],
  verifiedUpdates: readonly VerifiedUpdate[],
): Map<number, string> {
  const reached = new Map<number, string>();
  const oldestFirst = [...verifiedUpdates].sort(
    (a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime(),
  );
  for (const milestone of milestones) {
    const first = oldestFirst.find(
      (update) =>
        update.milestoneId === milestone.id ||
        verifiedPercentOf(update, milestones) >= milestone.plannedPercent,
    );
    if (first) reached.set(milestone.id, utcDay(first.reviewedAt));
  }
  return reached;
}

/** The verified percent one update stands for: its own, or its milestone's when higher. */
export function verifiedPercentOf(
  update: VerifiedUpdate,
  milestones: readonly ScheduleMilestone[],
): number {
  const named = milestones.find((milestone) => milestone.id === update.milestoneId);
  return Math.max(update.progressPercentage ?? 0, named?.plannedPercent ?? 0);
}

/**
 * The percent the plan promises on a day: 0 on the day the project was listed, then straight
 * lines from milestone to milestone, flat after the last one.
 */
export function plannedPercentOn(
  milestones: readonly ScheduleMilestone[],
  projectCreatedOn: string,
  day: string,
): number {
  const points = [
    { day: projectCreatedOn, percent: 0 },
    ...inPlanOrder(milestones).map((m) => ({ day: m.plannedDate, percent: m.plannedPercent })),
  ];
  let planned = 0;
  for (const [index, point] of points.entries()) {
    if (daysBetween(point.day, day) >= 0) {
      planned = point.percent;
      continue;
    }
    const previous = points[index - 1];
    const span = previous ? daysBetween(previous.day, point.day) : 0;
    if (previous && span > 0) {
      planned =
        previous.percent +
        ((point.percent - previous.percent) * daysBetween(previous.day, day)) / span;
    }
    break;
  }
  return Math.round(planned * 10) / 10;
}

function result(
  delayClass: TDelayClass,
  key: TDelayReasonKey,
  values: TDelayReason['values'],
  figures: Omit<DelayClassResult, 'class' | 'reason'>,
): DelayClassResult {
  return { class: delayClass, reason: { key, values }, ...figures };
}

export function delayClassOf(input: DelayClassInput): DelayClassResult {
  const { milestones, verifiedUpdates, now } = input;
  const today = utcDay(now);
  const silentSince = input.lastUpdateAt ?? input.projectCreatedAt;
  const notReporting =
    !input.completed && now.getTime() - silentSince.getTime() > input.updateIntervalDays * DAY_MS;
  const figures = {
    notReporting,
    plannedPercentToday: plannedPercentOn(milestones, utcDay(input.projectCreatedAt), today),
    verifiedPercent: Math.max(0, ...verifiedUpdates.map((u) => verifiedPercentOf(u, milestones))),
  };
  if (input.completed) return result('on_track', 'completed', {}, figures);

  const planned = inPlanOrder(milestones);
  const reached = reachedDays(planned, verifiedUpdates);
  if (planned.length > 0 && reached.size === planned.length) {
    return result('on_track', 'onTrack', {}, figures);
  }

  const lastVerified = verifiedUpdates.reduce<Date | null>(
    (latest, update) => (latest && latest > update.reviewedAt ? latest : update.reviewedAt),
    null,
  );
  const quietSince = lastVerified ? utcDay(lastVerified) : planned[0]?.plannedDate;
  if (quietSince !== undefined) {
    const days = daysBetween(quietSince, today);
    if (days > DELAY_THRESHOLDS.stalledAfterDays) {
      return result('stalled', 'noVerifiedProgress', { days, since: quietSince }, figures);
    }
  }

  const latest = planned.find(
    (milestone) => !reached.has(milestone.id) && daysBetween(milestone.plannedDate, today) > 0,
  );
  const lateBy = latest ? daysBetween(latest.plannedDate, today) : 0;
  const late: TDelayReason['values'] = latest ? { milestone: latest.name, daysLate: lateBy } : {};
  if (lateBy > DELAY_THRESHOLDS.behindMaxDaysLate) {
    return result('at_risk', 'milestoneLate', late, figures);
  }
  if (
    figures.plannedPercentToday - figures.verifiedPercent >
    DELAY_THRESHOLDS.atRiskPointsBelowPlan
  ) {
    return result(
      'at_risk',
      'belowPlan',
      { verifiedPercent: figures.verifiedPercent, plannedPercent: figures.plannedPercentToday },
      figures,
    );
  }
  if (lateBy > 0) return result('behind', 'milestoneLate', late, figures);
  if (planned.length === 0) return result('on_track', 'noSchedule', {}, figures);
  return result('on_track', 'onTrack', {}, figures);
}
