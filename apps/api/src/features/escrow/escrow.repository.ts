import type {
  EscrowReleaseChanges,
  EscrowReleaseRow,
  EscrowReleaseStatus,
  NewEscrowRelease,
} from '@coinvest/db';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';

/** Releases that take money from a tranche: waiting for approval, on their way or paid. */
export const COMMITTED_RELEASE_STATUSES: readonly EscrowReleaseStatus[] = [
  'awaiting_approval',
  'transferring',
  'paid',
];
/** Releases whose money has left the escrow: on their way to the developer or paid. */
export const RELEASED_STATUSES: readonly EscrowReleaseStatus[] = ['transferring', 'paid'];

/**
 * The project's row, locked until the transaction ends: every request and approval of a
 * project's releases takes this lock first, so two cannot each see the same money free.
 */
export function lockProjectForRelease(db: Executor, projectId: number) {
  return db
    .selectFrom('projects')
    .select(['id', 'title', 'status', 'developerId'])
    .where('id', '=', projectId)
    .forUpdate()
    .executeTakeFirst();
}

export function findProjectForEscrow(db: Executor, projectId: number) {
  return db
    .selectFrom('projects')
    .select(['id', 'title', 'status', 'developerId'])
    .where('id', '=', projectId)
    .executeTakeFirst();
}

/** Whether any investment in the project is confirmed (the plan is then fixed). */
export async function hasConfirmedInvestment(db: Executor, projectId: number): Promise<boolean> {
  const row = await db
    .selectFrom('investments')
    .select('id')
    .where('projectId', '=', projectId)
    .where('status', '=', 'confirmed')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The investors with a confirmed investment in the project, each once. */
export async function confirmedInvestorsOf(db: Executor, projectId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('investments')
    .select('userId')
    .distinct()
    .where('projectId', '=', projectId)
    .where('status', '=', 'confirmed')
    .execute();
  return rows.map((row) => row.userId);
}

export function milestoneIdsOf(db: Executor, projectId: number) {
  return db
    .selectFrom('projectMilestones')
    .select(['id', 'name'])
    .where('projectId', '=', projectId)
    .execute();
}

/** The plan's tranches, the opening tranche first, then in the schedule's order. */
export function tranchesOf(db: Executor, projectId: number) {
  return db
    .selectFrom('releaseTranches as t')
    .leftJoin('projectMilestones as m', 'm.id', 't.milestoneId')
    .select(['t.milestoneId', 't.shareBps', 'm.name as milestoneName'])
    .where('t.projectId', '=', projectId)
    .orderBy(sql`t.milestone_id is not null`)
    .orderBy('m.position')
    .orderBy('m.id')
    .execute();
}

/** The tranche of this milestone (null: the opening tranche), if the plan has one. */
export function findTranche(db: Executor, projectId: number, milestoneId: number | null) {
  return db
    .selectFrom('releaseTranches')
    .select(['milestoneId', 'shareBps'])
    .where('projectId', '=', projectId)
    .where((eb) =>
      milestoneId === null ? eb('milestoneId', 'is', null) : eb('milestoneId', '=', milestoneId),
    )
    .executeTakeFirst();
}

/** Replaces the whole plan in the caller's transaction. */
export async function replaceTranches(
  db: Executor,
  projectId: number,
  tranches: readonly { milestoneId: number | null; shareBps: number }[],
): Promise<void> {
  await db.deleteFrom('releaseTranches').where('projectId', '=', projectId).execute();
  if (tranches.length === 0) return;
  await db
    .insertInto('releaseTranches')
    .values(tranches.map((tranche) => ({ projectId, ...tranche })))
    .execute();
}

/**
 * Each milestone's sign-off: its latest update an inspector verified, who verified it (their
 * display name), when, and how many pieces of evidence it carries.
 */
export function signOffsOf(db: Executor, projectId: number) {
  return db
    .selectFrom('projectUpdates as u')
    .innerJoin('users as r', 'r.id', 'u.reviewedBy')
    .select((eb) => [
      'u.id as updateId',
      'u.milestoneId',
      'u.reviewedAt',
      sql<string>`trim(r.first_name || ' ' || r.last_name)`.as('inspectorName'),
      eb
        .selectFrom('updateEvidence as e')
        .select(eb.fn.countAll<string>().as('count'))
        .whereRef('e.updateId', '=', 'u.id')
        .as('evidenceCount'),
    ])
    .distinctOn('u.milestoneId')
    .where('u.projectId', '=', projectId)
    .where('u.milestoneId', 'is not', null)
    .where('u.verificationStatus', '=', 'verified')
    .where('u.reviewedAt', 'is not', null)
    .orderBy('u.milestoneId')
    .orderBy('u.reviewedAt', 'desc')
    .orderBy('u.id', 'desc')
    .execute();
}

/** Whether an inspector verified an update reaching this milestone. */
export async function isMilestoneSignedOff(
  db: Executor,
  projectId: number,
  milestoneId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('projectUpdates')
    .select('id')
    .where('projectId', '=', projectId)
    .where('milestoneId', '=', milestoneId)
    .where('verificationStatus', '=', 'verified')
    .where('reviewedAt', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The escrow's balance per currency from the ledger, as a credit (what it holds), in minor units. */
export async function escrowHeldMinor(db: Executor, projectId: number) {
  const rows = await db
    .selectFrom('ledgerAccounts as a')
    .leftJoin('ledgerPostings as p', 'p.accountId', 'a.id')
    .select(['a.currency', sql<string>`coalesce(-sum(p.amount_minor), 0)::text`.as('heldMinor')])
    .where('a.kind', '=', 'project_escrow')
    .where('a.projectId', '=', projectId)
    .groupBy('a.currency')
    .execute();
  return new Map(rows.map((row) => [row.currency, BigInt(row.heldMinor)]));
}

/**
 * What the project's releases in these statuses add up to, per tranche (the key null for the
 * opening tranche), in pesewas; `except` leaves one release out.
 */
export async function releasedMinorByTranche(
  db: Executor,
  projectId: number,
  statuses: readonly EscrowReleaseStatus[],
  except?: number,
): Promise<Map<number | null, bigint>> {
  const rows = await db
    .selectFrom('escrowReleases')
    .select(['milestoneId', sql<string>`sum(amount_minor)::text`.as('totalMinor')])
    .where('projectId', '=', projectId)
    .where('status', 'in', statuses)
    .$if(except !== undefined, (query) => query.where('id', '<>', except ?? 0))
    .groupBy('milestoneId')
    .execute();
  return new Map(rows.map((row) => [row.milestoneId, BigInt(row.totalMinor)]));
}

function releaseQuery(db: Executor) {
  return db
    .selectFrom('escrowReleases as r')
    .innerJoin('users as q', 'q.id', 'r.requestedBy')
    .leftJoin('users as a', 'a.id', 'r.approvedBy')
    .leftJoin('projectMilestones as m', 'm.id', 'r.milestoneId')
    .selectAll('r')
    .select([
      'q.username as requestedByUsername',
      'a.username as approvedByUsername',
      'm.name as milestoneName',
    ]);
}

export type StoredRelease = NonNullable<Awaited<ReturnType<typeof findRelease>>>;

/** The project's releases in these statuses (every one without), newest first. */
export function releasesOf(
  db: Executor,
  projectId: number,
  statuses?: readonly EscrowReleaseStatus[],
) {
  return releaseQuery(db)
    .where('r.projectId', '=', projectId)
    .$if(statuses !== undefined, (query) => query.where('r.status', 'in', statuses ?? []))
    .orderBy('r.id', 'desc')
    .execute();
}

export function findRelease(db: Executor, releaseId: number) {
  return releaseQuery(db).where('r.id', '=', releaseId).executeTakeFirst();
}

export function findReleaseRow(db: Executor, releaseId: number) {
  return db.selectFrom('escrowReleases').selectAll().where('id', '=', releaseId).executeTakeFirst();
}

/** The release, locked until the transaction ends. */
export function lockRelease(db: Executor, releaseId: number) {
  return db
    .selectFrom('escrowReleases')
    .selectAll()
    .where('id', '=', releaseId)
    .forUpdate()
    .executeTakeFirst();
}

/** The release the provider's transfer names by our reference, locked. */
export function lockReleaseByReference(db: Executor, transferReference: string) {
  return db
    .selectFrom('escrowReleases')
    .selectAll()
    .where('transferReference', '=', transferReference)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertRelease(db: Executor, release: NewEscrowRelease): Promise<number> {
  const row = await db
    .insertInto('escrowReleases')
    .values(release)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function updateRelease(
  db: Executor,
  releaseId: number,
  changes: EscrowReleaseChanges,
): Promise<EscrowReleaseRow> {
  return db
    .updateTable('escrowReleases')
    .set({ ...changes, updatedAt: sql`now()` })
    .where('id', '=', releaseId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findPayoutAccount(db: Executor, developerId: number) {
  return db
    .selectFrom('developerPayoutAccounts')
    .selectAll()
    .where('developerId', '=', developerId)
    .executeTakeFirst();
}
