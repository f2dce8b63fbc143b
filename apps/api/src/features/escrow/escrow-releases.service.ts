import { randomUUID } from 'node:crypto';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  ERROR_CODES,
  ESCROW_ERROR_CODES,
  ESCROW_MESSAGES,
  HTTP_MESSAGES,
  type TAdminConfirmation,
  type TAdminEscrowRelease,
  type TEscrowReleaseRequest,
} from '@coinvest/contract';
import { toMinorUnits } from '@coinvest/contract/decimal';
import type { EscrowReleaseRow } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import type { AdminActor } from '../../lib/access/admin-access';
import type { AuthUser } from '../../lib/access/request-user';
import { recordAudit } from '../../lib/audit/record-audit';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ServiceUnavailableError,
} from '../../lib/errors';
import type { Executor } from '../../lib/executor';
import { isStorableId } from '../../lib/ids';
import { projectNotFound } from '../../lib/projects/project-lookup';
import { withReenteredProof } from '../auth/second-factor.service';
import {
  postEscrowReleased,
  postReleaseTransferred,
  reverseEntry,
} from '../ledger/ledger-movements';
import { PaystackError } from '../payments/paystack';
import {
  COMMITTED_RELEASE_STATUSES,
  escrowHeldMinor,
  findPayoutAccount,
  findRelease,
  findReleaseRow,
  findTranche,
  insertRelease,
  isMilestoneSignedOff,
  lockProjectForRelease,
  lockRelease,
  RELEASED_STATUSES,
  releasedMinorByTranche,
  signOffsOf,
  updateRelease,
} from './escrow.repository';
import { toAdminRelease } from './escrow.service';

type Context = Pick<
  FastifyInstance,
  'db' | 'config' | 'jwt' | 'email' | 'realtime' | 'paystack' | 'log'
>;

const M = ESCROW_MESSAGES;
const MISSING_PROOF = {
  code: M.releaseConfirmationCodeRequired,
  password: M.releaseConfirmationPasswordRequired,
};

/**
 * The project's funding has closed once construction is under way: the statuses before it
 * (planning, pre-construction) still take investments for the plan, so the opening tranche
 * waits for them to end.
 */
const FUNDING_CLOSED_STATUSES: readonly string[] = [
  'under_construction',
  'near_completion',
  'completed',
];

const refused = (message: string, errorCode?: string) =>
  new ConflictError(message, { errorCode: errorCode ?? ERROR_CODES.conflict });
const releaseNotFound = () =>
  new NotFoundError(HTTP_MESSAGES.notFound, { errorCode: ERROR_CODES.notFound });
const notAwaitingApproval = () => refused(M.releaseNotAwaitingApproval);
const aboveTranche = () => refused(M.releaseAboveTranche, ESCROW_ERROR_CODES.releaseAboveTranche);

async function adminRelease(db: Executor, releaseId: number): Promise<TAdminEscrowRelease> {
  const stored = await findRelease(db, releaseId);
  if (!stored) throw releaseNotFound();
  return toAdminRelease(stored, await signOffsOf(db, stored.projectId));
}

/**
 * What may still be released of a tranche, in pesewas: its share of every cedi the escrow
 * received (rounded down), less what its releases already took or are waiting to take, and
 * never more than the escrow holds less the other releases waiting for approval (the releases
 * on their way have already left what it holds). `except` is the release being approved.
 * Called under the project's lock.
 */
async function remainingOfTranche(
  trx: Executor,
  projectId: number,
  tranche: { milestoneId: number | null; shareBps: number },
  except?: number,
): Promise<bigint> {
  const held = (await escrowHeldMinor(trx, projectId)).get('GHS') ?? 0n;
  const released = await releasedMinorByTranche(trx, projectId, RELEASED_STATUSES);
  let releasedTotal = 0n;
  for (const value of released.values()) releasedTotal += value;
  const received = held + releasedTotal;
  const committed = await releasedMinorByTranche(
    trx,
    projectId,
    COMMITTED_RELEASE_STATUSES,
    except,
  );
  const awaiting = await releasedMinorByTranche(trx, projectId, ['awaiting_approval'], except);
  let awaitingTotal = 0n;
  for (const value of awaiting.values()) awaitingTotal += value;
  const ofTranche =
    (received * BigInt(tranche.shareBps)) / 10_000n - (committed.get(tranche.milestoneId) ?? 0n);
  const free = held - awaitingTotal;
  return ofTranche < free ? ofTranche : free;
}

/** The developer's verified payout account, or the refusal that names what is missing. */
async function payoutAccountOf(trx: Executor, developerId: number | null) {
  if (developerId === null) throw refused(M.releaseNoDeveloper);
  const account = await findPayoutAccount(trx, developerId);
  if (!account) {
    throw refused(M.releaseNoPayoutAccount, ESCROW_ERROR_CODES.releaseNoPayoutAccount);
  }
  return { developerId, recipientCode: account.recipientCode };
}

/**
 * One admin asks for a release of cedis from a tranche. Refused, with nothing written, unless
 * the plan has the tranche, its milestone was signed off by an inspector (or, for the opening
 * tranche, funding has closed), the project has a developer with a verified payout account, and
 * the amount fits what remains of the tranche. The project's row is locked first, so two
 * requests at once cannot both take the same money.
 */
export async function requestEscrowRelease(
  { db }: Pick<Context, 'db'>,
  actor: AdminActor,
  projectId: number,
  input: TEscrowReleaseRequest,
): Promise<TAdminEscrowRelease> {
  const amountMinor = toMinorUnits(input.amount);
  const releaseId = await db.transaction().execute(async (trx) => {
    const project = isStorableId(projectId)
      ? await lockProjectForRelease(trx, projectId)
      : undefined;
    if (!project) throw projectNotFound();
    const tranche = await findTranche(trx, projectId, input.milestoneId);
    if (!tranche) throw refused(M.releaseNoTranche);
    if (tranche.milestoneId === null) {
      if (!FUNDING_CLOSED_STATUSES.includes(project.status)) throw refused(M.releaseNotFunded);
    } else if (!(await isMilestoneSignedOff(trx, projectId, tranche.milestoneId))) {
      throw refused(M.releaseNotSignedOff, ESCROW_ERROR_CODES.releaseNotSignedOff);
    }
    await payoutAccountOf(trx, project.developerId);
    if (amountMinor > (await remainingOfTranche(trx, projectId, tranche))) throw aboveTranche();
    const id = await insertRelease(trx, {
      projectId,
      milestoneId: tranche.milestoneId,
      amountMinor: amountMinor.toString(),
      reason: input.reason.trim(),
      requestedBy: actor.userId,
    });
    await recordAudit(trx, {
      actor,
      entity: { type: AUDIT_ENTITY_TYPES.escrowRelease, id },
      action: AUDIT_ACTIONS.escrowReleaseRequest,
      after: {
        projectId,
        milestoneId: tranche.milestoneId,
        amount: input.amount,
        reason: input.reason,
      },
    });
    return id;
  });
  return adminRelease(db, releaseId);
}

/**
 * A second admin approves a release with their current proof. In one transaction, under the
 * project's lock, the rules are checked again, the developer and recipient fixed, the release
 * given its unique transfer reference and the money moved from escrow to the developer's payable.
 * The provider is then asked for the transfer, outside the transaction: once it accepts, the
 * payable leaves through its clearing account; if it refuses, the release entry is reversed
 * (the money back in escrow) and the release fails.
 */
export async function approveEscrowRelease(
  ctx: Context,
  caller: AuthUser,
  actor: AdminActor,
  releaseId: number,
  confirmation: TAdminConfirmation,
): Promise<TAdminEscrowRelease> {
  const found = isStorableId(releaseId) ? await findReleaseRow(ctx.db, releaseId) : undefined;
  if (!found) throw releaseNotFound();
  if (found.status !== 'awaiting_approval') throw notAwaitingApproval();
  if (found.requestedBy === actor.userId) {
    throw new ForbiddenError(M.ownRelease, { errorCode: ESCROW_ERROR_CODES.ownRelease });
  }
  const approved = await withReenteredProof(
    ctx,
    caller,
    confirmation,
    MISSING_PROOF,
    async (trx) => {
      const project = await lockProjectForRelease(trx, found.projectId);
      if (!project) throw projectNotFound();
      const release = await lockRelease(trx, releaseId);
      if (release?.status !== 'awaiting_approval') throw notAwaitingApproval();
      const tranche = await findTranche(trx, release.projectId, release.milestoneId);
      if (!tranche) throw refused(M.releaseNoTranche);
      const recipient = await payoutAccountOf(trx, project.developerId);
      const amountMinor = BigInt(release.amountMinor);
      if (amountMinor > (await remainingOfTranche(trx, release.projectId, tranche, releaseId))) {
        throw aboveTranche();
      }
      const entry = await postEscrowReleased(trx, {
        cause: { type: 'release', id: releaseId },
        projectId: release.projectId,
        amountMinor,
      });
      const row = await updateRelease(trx, releaseId, {
        status: 'transferring',
        approvedBy: actor.userId,
        approvedAt: new Date(),
        developerId: recipient.developerId,
        recipientCode: recipient.recipientCode,
        transferReference: `release_${releaseId}_${randomUUID().replaceAll('-', '')}`,
        releaseEntryId: entry.id,
      });
      await recordAudit(trx, {
        actor,
        entity: { type: AUDIT_ENTITY_TYPES.escrowRelease, id: releaseId },
        action: AUDIT_ACTIONS.escrowReleaseApprove,
        before: { status: release.status },
        after: {
          status: row.status,
          developerId: row.developerId,
          transferReference: row.transferReference,
          releaseEntryId: row.releaseEntryId,
        },
      });
      return row;
    },
  );
  await askForTransfer(ctx, approved);
  return adminRelease(ctx.db, releaseId);
}

/**
 * Asks the provider to send an approved release. Its answer and its webhook may come in either
 * order: whichever comes second finds the release locked and moved on, and posts only what the
 * other did not.
 */
async function askForTransfer(ctx: Context, release: EscrowReleaseRow): Promise<void> {
  const amountMinor = BigInt(release.amountMinor);
  let accepted: { transferCode: string };
  try {
    if (!ctx.paystack || release.recipientCode === null || release.transferReference === null) {
      throw new PaystackError('Transfers through the provider are not configured');
    }
    accepted = await ctx.paystack.initiateTransfer({
      amountMinor,
      currency: 'GHS',
      recipientCode: release.recipientCode,
      reference: release.transferReference,
      reason: release.reason,
    });
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    ctx.log.warn({ err: error, releaseId: release.id }, 'Paystack did not accept a transfer');
    await ctx.db.transaction().execute(async (trx) => {
      const locked = await lockRelease(trx, release.id);
      if (locked?.status !== 'transferring') return;
      if (locked.releaseEntryId !== null) {
        await reverseEntry(trx, locked.releaseEntryId, { type: 'release', id: locked.id });
      }
      await updateRelease(trx, locked.id, {
        status: 'failed',
        failureReason: error.message.slice(0, 500),
        endedAt: new Date(),
      });
    });
    throw new ServiceUnavailableError(M.releaseTransferRefused, {
      errorCode: ERROR_CODES.serviceUnavailable,
    });
  }
  await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockRelease(trx, release.id);
    if (!locked) return;
    const sent = locked.status === 'transferring' || locked.status === 'paid';
    const entry =
      sent && locked.transferEntryId === null
        ? await postReleaseTransferred(trx, {
            cause: { type: 'transfer', id: locked.id },
            projectId: locked.projectId,
            amountMinor,
          })
        : undefined;
    await updateRelease(trx, locked.id, {
      transferCode: accepted.transferCode,
      ...(entry && { transferEntryId: entry.id }),
    });
  });
}

/** Turns down (or, by its requester, withdraws) a release waiting for approval; nothing moves. */
export async function rejectEscrowRelease(
  { db }: Pick<Context, 'db'>,
  actor: AdminActor,
  releaseId: number,
): Promise<TAdminEscrowRelease> {
  if (!isStorableId(releaseId)) throw releaseNotFound();
  await db.transaction().execute(async (trx) => {
    const release = await lockRelease(trx, releaseId);
    if (!release) throw releaseNotFound();
    if (release.status !== 'awaiting_approval') throw notAwaitingApproval();
    await updateRelease(trx, releaseId, {
      status: 'rejected',
      rejectedBy: actor.userId,
      endedAt: new Date(),
    });
    await recordAudit(trx, {
      actor,
      entity: { type: AUDIT_ENTITY_TYPES.escrowRelease, id: releaseId },
      action: AUDIT_ACTIONS.escrowReleaseReject,
      before: { status: release.status },
      after: { status: 'rejected' },
    });
  });
  return adminRelease(db, releaseId);
}
