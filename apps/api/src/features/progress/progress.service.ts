import type { TProjectProgress } from '@coinvest/contract';
import type { Executor } from '../../lib/executor';
import { delayClassOf } from './delay-class';
import { scheduleFactsOf, type ScheduleFacts } from './progress.repository';

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

/** Each project's progress, computed now, by id. */
export async function progressOfProjects(
  db: Executor,
  projectIds: readonly number[],
  now: Date = new Date(),
): Promise<Map<number, TProjectProgress>> {
  const facts = await scheduleFactsOf(db, projectIds);
  return new Map([...facts].map(([id, fact]) => [id, toProjectProgress(fact, now)]));
}
