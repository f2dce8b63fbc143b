import type { Transaction } from 'kysely';
import type { DB, NewReleaseTranche } from '../schema';
import { DEMO_INSPECTOR } from './inspections';
import { ON_TRACK_DEMO_PROJECT } from './schedules';

type Tx = Transaction<DB>;

/**
 * The demo project whose escrow can be released: a release plan over its schedule (an opening
 * tranche and a share per milestone), its "Third-floor slab cast" signed off by the demo
 * inspector, and its developer's payout account on file.
 */
export const ESCROW_DEMO_PROJECT = ON_TRACK_DEMO_PROJECT;

/** Each milestone's share of the escrow in basis points; null is the opening tranche. */
const RELEASE_PLAN: readonly { milestone: string | null; shareBps: number }[] = [
  { milestone: null, shareBps: 1000 },
  { milestone: 'Ground breaking', shareBps: 1000 },
  { milestone: 'Third-floor slab cast', shareBps: 2000 },
  { milestone: 'Roof and envelope', shareBps: 3000 },
  { milestone: 'Handover', shareBps: 3000 },
];

/**
 * An MTN wallet the Paystack stand-in resolves (to the name below) and registers as a transfer
 * recipient (its codes name the account), as an admin's verification would have left it.
 */
export const DEMO_PAYOUT_ACCOUNT = {
  kind: 'mobile_money',
  bankCode: 'MTN',
  accountNumber: '0244123456',
  accountName: 'AMA OWUSU HOMES',
  recipientCode: 'RCP_MTN_0244123456',
} as const;

/**
 * Runs after the schedules and the inspector: the demo project's verified milestone updates
 * are the inspector's sign-off (who verified them, not only when), then the plan and the payout
 * account are added if missing, so an admin's own plan or account stays as it is.
 */
export async function seedEscrow(tx: Tx, projectIds: ReadonlyMap<string, number>): Promise<void> {
  const projectId = projectIds.get(ESCROW_DEMO_PROJECT);
  if (projectId === undefined) return;
  const inspector = await tx
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_INSPECTOR.email)
    .executeTakeFirst();
  if (inspector) {
    await tx
      .updateTable('projectUpdates')
      .set({ reviewedBy: inspector.id })
      .where('projectId', '=', projectId)
      .where('milestoneId', 'is not', null)
      .where('verificationStatus', '=', 'verified')
      .where('reviewedBy', 'is', null)
      .execute();
  }

  const planned = await tx
    .selectFrom('releaseTranches')
    .select('id')
    .where('projectId', '=', projectId)
    .executeTakeFirst();
  if (!planned) {
    const milestones = await tx
      .selectFrom('projectMilestones')
      .select(['id', 'name'])
      .where('projectId', '=', projectId)
      .execute();
    const tranches = RELEASE_PLAN.flatMap(({ milestone, shareBps }): NewReleaseTranche[] => {
      if (milestone === null) return [{ projectId, milestoneId: null, shareBps }];
      const found = milestones.find(({ name }) => name === milestone);
      return found ? [{ projectId, milestoneId: found.id, shareBps }] : [];
    });
    await tx.insertInto('releaseTranches').values(tranches).execute();
  }

  const project = await tx
    .selectFrom('projects')
    .select('developerId')
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  if (project.developerId !== null) {
    await tx
      .insertInto('developerPayoutAccounts')
      .values({ ...DEMO_PAYOUT_ACCOUNT, developerId: project.developerId, verifiedAt: new Date() })
      .onConflict((oc) => oc.column('developerId').doNothing())
      .execute();
  }
}
