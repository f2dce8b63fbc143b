import type { TProjectProgress } from '@coinvest/contract';
import { delayClassOf } from './delay-class';
import { toScheduleFacts, type ScheduleFacts, type ScheduleRow } from './progress.repository';

/** The class and figures a project response carries. */
export function toProjectProgress(facts: ScheduleFacts, now: Date): TProjectProgress {
  const verdict = delayClassOf({ ...facts, now });
  return {
    delayClass: verdict.class,
    reason: verdict.reason,
    notReporting: verdict.notReporting,
    plannedPercentToday: verdict.plannedPercentToday,
    verifiedPercent: verdict.verifiedPercent,
    updateIntervalDays: facts.updateIntervalDays,
    lastUpdateAt: facts.lastUpdateAt?.toISOString() ?? null,
  };
}

/** The progress of a project read with its scheduleColumns. */
export function progressOfRow(row: ScheduleRow, now: Date = new Date()): TProjectProgress {
  return toProjectProgress(toScheduleFacts(row), now);
}
