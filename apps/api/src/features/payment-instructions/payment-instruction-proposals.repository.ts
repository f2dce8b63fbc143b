import { AWAITING_PAYMENT_STATUSES } from '@coinvest/contract';
import type { PaymentInstructionProposalRow } from '@coinvest/db';
import type { Executor } from '../../lib/executor';

export type StoredProposal = PaymentInstructionProposalRow & {
  proposedByUsername: string | null;
  decidedByUsername: string | null;
};

function proposals(db: Executor) {
  return db
    .selectFrom('paymentInstructionProposals as p')
    .leftJoin('users as proposer', 'proposer.id', 'p.proposedBy')
    .leftJoin('users as decider', 'decider.id', 'p.decidedBy')
    .selectAll('p')
    .select(['proposer.username as proposedByUsername', 'decider.username as decidedByUsername']);
}

export function findPendingProposal(db: Executor): Promise<StoredProposal | undefined> {
  return proposals(db).where('p.status', '=', 'pending').executeTakeFirst();
}

export function findProposal(db: Executor, id: number): Promise<StoredProposal | undefined> {
  return proposals(db).where('p.id', '=', id).executeTakeFirst();
}

/** The pending proposal with this id, held until the transaction ends; undefined otherwise. */
export function lockPendingProposal(
  db: Executor,
  id: number,
): Promise<PaymentInstructionProposalRow | undefined> {
  return db
    .selectFrom('paymentInstructionProposals')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
}

/** The name of the index that keeps one proposal pending at a time. */
export const ONE_PENDING_INDEX = 'payment_instruction_proposals_one_pending';

/** Stores a pending proposal; a second pending one breaks ONE_PENDING_INDEX. */
export async function insertPendingProposal(
  db: Executor,
  proposal: { instructions: unknown; proposedBy: number },
): Promise<number> {
  const row = await db
    .insertInto('paymentInstructionProposals')
    .values({
      instructions: JSON.stringify(proposal.instructions),
      proposedBy: proposal.proposedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function decideProposal(
  db: Executor,
  decision: { id: number; status: 'approved' | 'rejected'; decidedBy: number },
): Promise<void> {
  await db
    .updateTable('paymentInstructionProposals')
    .set({ status: decision.status, decidedBy: decision.decidedBy, decidedAt: new Date() })
    .where('id', '=', decision.id)
    .execute();
}

/** The investors with an investment reserved and awaiting payment: they were given the old account. */
export async function findInvestorsAwaitingPayment(db: Executor): Promise<number[]> {
  const rows = await db
    .selectFrom('investments')
    .select('userId')
    .distinct()
    .where('status', 'in', AWAITING_PAYMENT_STATUSES)
    .execute();
  return rows.map((row) => row.userId);
}
