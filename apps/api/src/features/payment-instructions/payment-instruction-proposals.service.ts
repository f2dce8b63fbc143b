import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  NOTIFICATION_TEXTS,
  PAYMENT_INSTRUCTIONS_ERROR_CODES,
  PAYMENT_INSTRUCTIONS_MESSAGES,
  type TAdminConfirmation,
  type TPaymentInstructions,
  type TPaymentInstructionsProposal,
} from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { ConflictError, ForbiddenError } from '../../lib/errors';
import type { Executor } from '../../lib/executor';
import { isUniqueViolation } from '../../lib/postgres-errors';
import type { AdminActor } from '../../lib/access/admin-access';
import { recordAudit } from '../../lib/audit/record-audit';
import type { AuthUser } from '../../lib/access/request-user';
import { withReenteredProof } from '../auth/second-factor.service';
import { createNotifications } from '../notifications/create-notifications';
import { queueNotificationEmails } from '../notifications/notification-email-queue.repository';
import {
  decideProposal,
  findInvestorsAwaitingPayment,
  findPendingProposal,
  findProposal,
  insertPendingProposal,
  lockPendingProposal,
  ONE_PENDING_INDEX,
  type StoredProposal,
} from './payment-instruction-proposals.repository';
import {
  findPaymentInstructions,
  replacePaymentInstructions,
} from './payment-instructions.repository';
import { toPaymentInstructions } from './payment-instructions.service';

type Context = Pick<FastifyInstance, 'db' | 'config' | 'jwt' | 'email' | 'realtime'>;
type ProposedInstructions = TPaymentInstructionsProposal['proposed'];

/** The singleton's id in the audit trail: there is one set of instructions. */
const AUDIT_ENTITY_ID = 'escrow';

const M = PAYMENT_INSTRUCTIONS_MESSAGES;
const MISSING_PROOF = {
  code: M.confirmationCodeRequired,
  password: M.confirmationPasswordRequired,
};

const alreadyPending = () =>
  new ConflictError(M.proposalAlreadyPending, {
    errorCode: PAYMENT_INSTRUCTIONS_ERROR_CODES.proposalAlreadyPending,
  });
const notPending = () => new ConflictError(M.proposalNotPending);

async function toProposal(
  db: Executor,
  stored: StoredProposal,
): Promise<TPaymentInstructionsProposal> {
  const current = await findPaymentInstructions(db);
  return {
    id: stored.id,
    status: stored.status,
    proposed: stored.instructions as ProposedInstructions,
    current: current ? toPaymentInstructions(current) : null,
    proposedBy: { id: stored.proposedBy, username: stored.proposedByUsername },
    proposedAt: stored.proposedAt.toISOString(),
    decidedBy:
      stored.decidedBy === null
        ? null
        : { id: stored.decidedBy, username: stored.decidedByUsername },
    decidedAt: stored.decidedAt?.toISOString() ?? null,
  };
}

async function proposalById(db: Executor, id: number): Promise<TPaymentInstructionsProposal> {
  const stored = await findProposal(db, id);
  if (!stored) throw new Error('The proposal just written is missing');
  return toProposal(db, stored);
}

/** The change waiting for a second admin, next to the live set; null when none is. */
export async function pendingProposal(db: Executor): Promise<TPaymentInstructionsProposal | null> {
  const stored = await findPendingProposal(db);
  return stored ? toProposal(db, stored) : null;
}

/**
 * Stores a change of the instructions as pending, once the proposer has proved it is them; the
 * live instructions stay. One pending at a time: asked before the proof, so a code is not spent
 * on a refused request, and held by the database's index against two at once.
 */
export async function proposePaymentInstructions(
  ctx: Context,
  caller: AuthUser,
  actor: AdminActor,
  body: { instructions: ProposedInstructions; confirmation: TAdminConfirmation },
): Promise<TPaymentInstructionsProposal> {
  if (await findPendingProposal(ctx.db)) throw alreadyPending();
  try {
    const id = await withReenteredProof(
      ctx,
      caller,
      body.confirmation,
      MISSING_PROOF,
      async (trx) => {
        const proposalId = await insertPendingProposal(trx, {
          instructions: body.instructions,
          proposedBy: actor.userId,
        });
        await recordAudit(trx, {
          actor,
          entity: { type: AUDIT_ENTITY_TYPES.paymentInstructions, id: AUDIT_ENTITY_ID },
          action: AUDIT_ACTIONS.paymentInstructionsPropose,
          before: null,
          after: { proposalId, ...body.instructions },
        });
        return proposalId;
      },
    );
    return await proposalById(ctx.db, id);
  } catch (error) {
    if (isUniqueViolation(error, ONE_PENDING_INDEX)) throw alreadyPending();
    throw error;
  }
}

/**
 * A second admin's approval, with their own proof, makes the proposal the live instructions.
 * In the same transaction every investor with an unpaid investment is told in the app and by
 * e-mail, whatever their notification choices: they were given the old account.
 */
export async function approvePaymentInstructionsProposal(
  ctx: Context,
  caller: AuthUser,
  actor: AdminActor,
  proposalId: number,
  confirmation: TAdminConfirmation,
): Promise<TPaymentInstructions> {
  const pending = await findPendingProposal(ctx.db);
  if (pending?.id !== proposalId) throw notPending();
  if (pending.proposedBy === actor.userId) {
    throw new ForbiddenError(M.ownProposal, {
      errorCode: PAYMENT_INSTRUCTIONS_ERROR_CODES.ownProposal,
    });
  }
  return withReenteredProof(ctx, caller, confirmation, MISSING_PROOF, async (trx) => {
    const locked = await lockPendingProposal(trx, proposalId);
    if (!locked) throw notPending();
    const proposed = locked.instructions as ProposedInstructions;
    const before = await findPaymentInstructions(trx, { forUpdate: true });
    await replacePaymentInstructions(
      trx,
      { ...proposed.bankAccount, updatedBy: locked.proposedBy },
      proposed.mobileMoney,
    );
    await decideProposal(trx, { id: proposalId, status: 'approved', decidedBy: actor.userId });
    const after = await findPaymentInstructions(trx);
    if (!after) throw new Error('The payment instructions just written are missing');
    const live = toPaymentInstructions(after);
    await recordAudit(trx, {
      actor,
      entity: { type: AUDIT_ENTITY_TYPES.paymentInstructions, id: AUDIT_ENTITY_ID },
      action: AUDIT_ACTIONS.paymentInstructionsApprove,
      before: before ? toPaymentInstructions(before) : null,
      after: { proposalId, proposedBy: locked.proposedBy, ...live },
    });
    await tellInvestorsAwaitingPayment(trx, live.bankAccount.bankName);
    return live;
  });
}

async function tellInvestorsAwaitingPayment(trx: Executor, bankName: string): Promise<void> {
  const investors = await findInvestorsAwaitingPayment(trx);
  const { kind: _kind, ...text } = NOTIFICATION_TEXTS.paymentInstructionsChanged({ bankName });
  // No kind: a warning about where money goes is not one a user can turn off.
  await createNotifications(trx, investors, { ...text, type: 'alert' });
  await queueNotificationEmails(
    trx,
    investors.map((userId) => ({ userId, ...text })),
  );
}

/** Rejects the pending proposal (its proposer withdrawing it, or another admin); nothing else changes. */
export async function rejectPaymentInstructionsProposal(
  ctx: Pick<FastifyInstance, 'db'>,
  actor: AdminActor,
  proposalId: number,
): Promise<TPaymentInstructionsProposal> {
  await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockPendingProposal(trx, proposalId);
    if (!locked) throw notPending();
    await decideProposal(trx, { id: proposalId, status: 'rejected', decidedBy: actor.userId });
    await recordAudit(trx, {
      actor,
      entity: { type: AUDIT_ENTITY_TYPES.paymentInstructions, id: AUDIT_ENTITY_ID },
      action: AUDIT_ACTIONS.paymentInstructionsReject,
      before: { proposalId, proposedBy: locked.proposedBy, ...(locked.instructions as object) },
      after: null,
    });
  });
  return proposalById(ctx.db, proposalId);
}
