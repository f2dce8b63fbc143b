import {
  DEVELOPER_LICENCE_KINDS,
  LICENCE_EXPIRING_WITHIN_DAYS,
  ON_TIME_DELIVERY_GRACE_DAYS,
  type TDelayClass,
  type TDeveloperLicence,
  type TDeveloperLicenceKind,
  type TDeveloperLicenceStatus,
  type TDeveloperScorecard,
} from '@coinvest/contract';
import { percentageOf, roundHalfUp } from '@coinvest/contract/decimal';
import type { ProjectStatus } from '@coinvest/db';
import type { Executor } from '../../lib/executor';
import { daysBetween, delayClassOf, utcDay } from '../progress/delay-class';
import { milestonesOfProjects } from '../progress/progress.repository';
import { listLicencesOfDevelopers } from './developer-licences.repository';
import { listProjectsOfDevelopers, listScorecardUpdates } from './scorecard.repository';

/**
 * A developer's scorecard, computed from the platform's data on every read, never typed
 * (docs/product-rules.md, Developer scorecard). The one place its figures are computed.
 */

export interface ScorecardProject {
  status: ProjectStatus;
  /** The planned completion, YYYY-MM-DD. */
  completionDate: string | null;
  /** The day it was actually delivered, YYYY-MM-DD. */
  deliveredOn: string | null;
  /** Its class against its schedule today. */
  delayClass: TDelayClass;
}

export interface ScorecardLicence {
  kind: TDeveloperLicenceKind;
  number: string;
  /** The last day it is valid, YYYY-MM-DD. */
  expiresOn: string;
}

/** How many of the developer's updates claimed progress, and what became of the claims. */
export interface ClaimCounts {
  reported: number;
  verified: number;
  disputed: number;
}

export interface ScorecardInput {
  projects: readonly ScorecardProject[];
  claims: ClaimCounts;
  licences: readonly ScorecardLicence[];
  /** YYYY-MM-DD (UTC, which is Accra's time). */
  today: string;
}

export function licenceStatus(expiresOn: string, today: string): TDeveloperLicenceStatus {
  const daysLeft = daysBetween(today, expiresOn);
  if (daysLeft < 0) return 'expired';
  return daysLeft <= LICENCE_EXPIRING_WITHIN_DAYS ? 'expiring' : 'valid';
}

/** Both kinds in order; a kind the admin has not entered is 'missing'. */
export function licencesWithStatus(
  licences: readonly ScorecardLicence[],
  today: string,
): TDeveloperLicence[] {
  return DEVELOPER_LICENCE_KINDS.map((kind) => {
    const licence = licences.find((entered) => entered.kind === kind);
    if (!licence) return { kind, number: null, expiresOn: null, status: 'missing' };
    return { ...licence, status: licenceStatus(licence.expiresOn, today) };
  });
}

const isDelivered = (project: ScorecardProject) =>
  project.status === 'completed' && project.deliveredOn !== null;

export function computeScorecard({
  projects,
  claims,
  licences,
  today,
}: ScorecardInput): TDeveloperScorecard {
  const delivered = projects.filter(isDelivered);
  // Days late of each delivered project that had a plan; early counts as on the day.
  const delays = delivered.flatMap(({ completionDate, deliveredOn }) =>
    completionDate && deliveredOn ? [Math.max(0, daysBetween(completionDate, deliveredOn))] : [],
  );
  const onTime = delays.filter((days) => days <= ON_TIME_DELIVERY_GRACE_DAYS).length;
  const totalDelay = delays.reduce((sum, days) => sum + days, 0);
  const claimed = claims.reported + claims.verified + claims.disputed;
  const ongoing = projects.filter((project) => project.status !== 'completed');
  const licenceList = licencesWithStatus(licences, today);

  return {
    projectsDelivered: delivered.length,
    projectsDeliveredWithPlan: delays.length,
    onTimeRatio: delays.length > 0 ? percentageOf(onTime, delays.length) : null,
    averageDelayDays:
      delays.length > 0 ? roundHalfUp(totalDelay / delays.length, 1).toFixed(1) : null,
    claimedUpdates: claimed,
    verifiedUpdates: claims.verified,
    verifiedShare: claimed > 0 ? percentageOf(claims.verified, claimed) : null,
    projectsBehind: ongoing.filter((p) => p.delayClass === 'behind' || p.delayClass === 'at_risk')
      .length,
    projectsStalled: ongoing.filter((p) => p.delayClass === 'stalled').length,
    licences: licenceList,
    hasExpiredLicence: licenceList.some((licence) => licence.status === 'expired'),
  };
}

const noClaims = (): ClaimCounts => ({ reported: 0, verified: 0, disputed: 0 });

/** The licences of some developers, by developer. */
export async function loadLicences(
  db: Executor,
  developerIds: readonly number[],
): Promise<Map<number, ScorecardLicence[]>> {
  const byDeveloper = new Map<number, ScorecardLicence[]>();
  if (developerIds.length === 0) return byDeveloper;
  for (const { developerId, ...licence } of await listLicencesOfDevelopers(db, developerIds)) {
    byDeveloper.set(developerId, [...(byDeveloper.get(developerId) ?? []), licence]);
  }
  return byDeveloper;
}

/**
 * The scorecards of some developers, read in a fixed number of queries whatever their count:
 * their projects, the updates of those projects, the schedules of the ongoing ones and their
 * licences.
 */
export async function loadScorecards(
  db: Executor,
  developerIds: readonly number[],
  now: Date = new Date(),
): Promise<Map<number, TDeveloperScorecard>> {
  const scorecards = new Map<number, TDeveloperScorecard>();
  if (developerIds.length === 0) return scorecards;

  const projects = await listProjectsOfDevelopers(db, developerIds);
  const projectIds = projects.map((project) => project.id);
  const [updates, milestones, licences] = await Promise.all([
    listScorecardUpdates(db, projectIds),
    milestonesOfProjects(db, projectIds),
    loadLicences(db, developerIds),
  ]);

  const claims = new Map<number, ClaimCounts>();
  const developerOf = new Map(projects.map((project) => [project.id, project.developerId]));
  for (const update of updates) {
    const developerId = developerOf.get(update.projectId);
    if (developerId == null || update.verificationStatus === 'not_claimed') continue;
    const counts = claims.get(developerId) ?? noClaims();
    counts[update.verificationStatus] += 1;
    claims.set(developerId, counts);
  }

  const projectsByDeveloper = new Map<number, ScorecardProject[]>();
  for (const project of projects) {
    if (project.developerId === null) continue;
    const own = updates.filter((update) => update.projectId === project.id);
    const lastUpdateAt = own.reduce<Date | null>(
      (latest, update) => (latest && latest > update.createdAt ? latest : update.createdAt),
      null,
    );
    const { class: delayClass } = delayClassOf({
      milestones: milestones.filter((milestone) => milestone.projectId === project.id),
      verifiedUpdates: own.flatMap((update) =>
        update.verificationStatus === 'verified' && update.reviewedAt
          ? [{ ...update, reviewedAt: update.reviewedAt }]
          : [],
      ),
      lastUpdateAt,
      projectCreatedAt: project.createdAt,
      updateIntervalDays: project.updateIntervalDays,
      completed: project.status === 'completed' || project.deliveredOn !== null,
      now,
    });
    const list = projectsByDeveloper.get(project.developerId) ?? [];
    list.push({ ...project, delayClass });
    projectsByDeveloper.set(project.developerId, list);
  }

  const today = utcDay(now);
  for (const developerId of developerIds) {
    scorecards.set(
      developerId,
      computeScorecard({
        projects: projectsByDeveloper.get(developerId) ?? [],
        claims: claims.get(developerId) ?? noClaims(),
        licences: licences.get(developerId) ?? [],
        today,
      }),
    );
  }
  return scorecards;
}
