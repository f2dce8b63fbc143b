import type { LedgerCauseType, LedgerCurrency, LedgerEntryRow } from '@coinvest/db';
import type { Executor } from '../../lib/executor';
import { ledgerAccount } from './ledger-accounts';
import {
  findOrCreateAccount,
  findReversalOf,
  insertEntry,
  lockEntry,
  postingsOfEntry,
} from './ledger.repository';

/**
 * The named movements of money other features post, each one balanced entry inside the caller's
 * transaction (so the money moves with the business change or not at all). Amounts are integer
 * minor units (cents, pesewas); a debit is positive, a credit negative. The flow they follow is
 * drawn in docs/architecture.md (How money moves).
 */

/** What caused an entry: the row (payment, refund, ...) an accountant follows it back to. */
export interface LedgerCause {
  type: LedgerCauseType;
  id: number | string;
}

export interface PaymentReceived {
  cause: LedgerCause;
  /** The investor who paid. */
  userId: number;
  /** The project whose unit the payment is for. */
  projectId: number;
  /** What arrived, in minor units of `currency`; more than zero. */
  amountMinor: bigint;
  currency: LedgerCurrency;
  /** Where the money arrived: the provider's balance or the client bank account. */
  via: 'provider' | 'bank';
}

/**
 * Money an investor paid for a project arrived: the clearing account it arrived in is debited
 * and the project's escrow credited, in one entry. There is no hop through the investor's funds
 * account: every payment pays one investment, so the entry's cause and investor already say
 * whose share of the escrow it is.
 */
export async function postPaymentReceived(
  executor: Executor,
  payment: PaymentReceived,
): Promise<LedgerEntryRow> {
  if (payment.amountMinor <= 0n) {
    throw new RangeError(`A payment received must be more than zero, not ${payment.amountMinor}`);
  }
  const clearing = await findOrCreateAccount(
    executor,
    payment.via === 'provider'
      ? ledgerAccount.providerClearing(payment.currency)
      : ledgerAccount.bankClearing(payment.currency),
  );
  const escrow = await findOrCreateAccount(
    executor,
    ledgerAccount.projectEscrow(payment.projectId, payment.currency),
  );
  return insertEntry(
    executor,
    {
      causeType: payment.cause.type,
      causeId: String(payment.cause.id),
      userId: payment.userId,
      memo: `Payment received ${payment.via === 'provider' ? 'through the provider' : 'by bank transfer'} for project ${payment.projectId}`,
    },
    [
      { accountId: clearing.id, currency: payment.currency, amountMinor: payment.amountMinor },
      { accountId: escrow.id, currency: payment.currency, amountMinor: -payment.amountMinor },
    ],
  );
}

/** Money the provider took for a payment that was not honoured, or sent back for one. */
export interface ProviderRefundMovement {
  cause: LedgerCause;
  /** The investor who paid, and is owed the money back. */
  userId: number;
  /** What the provider took, in minor units of `currency`; more than zero. */
  amountMinor: bigint;
  currency: LedgerCurrency;
}

/**
 * Money the provider took that could not be honoured (a payment settled as an exception): it
 * sits in the provider's clearing account and is owed back to the investor, so the clearing is
 * debited and refunds payable credited, in the currency it arrived in. No project's escrow
 * moves: the money never paid for a unit.
 */
export function postPaymentNotHonoured(
  executor: Executor,
  movement: ProviderRefundMovement,
): Promise<LedgerEntryRow> {
  return postBetweenProviderAndRefunds(executor, movement, 'in');
}

/**
 * The provider accepted to send a refund back: what was owed leaves refunds payable through the
 * provider's clearing account. A refund the provider fails later is corrected by reversing this
 * entry, so the money is payable again.
 */
export function postRefundPaid(
  executor: Executor,
  movement: ProviderRefundMovement,
): Promise<LedgerEntryRow> {
  return postBetweenProviderAndRefunds(executor, movement, 'out');
}

async function postBetweenProviderAndRefunds(
  executor: Executor,
  movement: ProviderRefundMovement,
  direction: 'in' | 'out',
): Promise<LedgerEntryRow> {
  if (movement.amountMinor <= 0n) {
    throw new RangeError(`A refund's amount must be more than zero, not ${movement.amountMinor}`);
  }
  const clearing = await findOrCreateAccount(
    executor,
    ledgerAccount.providerClearing(movement.currency),
  );
  const payable = await findOrCreateAccount(
    executor,
    ledgerAccount.refundsPayable(movement.currency),
  );
  const debit = direction === 'in' ? clearing : payable;
  const credit = direction === 'in' ? payable : clearing;
  return insertEntry(
    executor,
    {
      causeType: movement.cause.type,
      causeId: String(movement.cause.id),
      userId: movement.userId,
      memo:
        direction === 'in'
          ? 'Payment received through the provider and not honoured: owed back to the investor'
          : 'Refund sent back to the investor through the provider',
    },
    [
      { accountId: debit.id, currency: movement.currency, amountMinor: movement.amountMinor },
      { accountId: credit.id, currency: movement.currency, amountMinor: -movement.amountMinor },
    ],
  );
}

/** Cedis leaving a project's escrow for its developer, approved by a second admin. */
export interface EscrowReleaseMovement {
  /** The release (its id) the entry follows back to. */
  cause: LedgerCause;
  projectId: number;
  /** In pesewas; more than zero. Releases go out through the provider in cedis only. */
  amountMinor: bigint;
}

/**
 * An approved release: the project's escrow is debited and the developer's payable credited.
 * The money is owed to the developer from here until the provider has sent it; a transfer the
 * provider refuses, fails or reverses is corrected by reversing this entry (back in escrow).
 */
export async function postEscrowReleased(
  executor: Executor,
  release: EscrowReleaseMovement,
): Promise<LedgerEntryRow> {
  assertReleaseAmount(release.amountMinor);
  const escrow = await findOrCreateAccount(
    executor,
    ledgerAccount.projectEscrow(release.projectId, 'GHS'),
  );
  const payable = await findOrCreateAccount(
    executor,
    ledgerAccount.developerPayable(release.projectId, 'GHS'),
  );
  return insertEntry(
    executor,
    {
      causeType: 'release',
      causeId: String(release.cause.id),
      memo: `Escrow of project ${release.projectId} released to its developer`,
    },
    [
      { accountId: escrow.id, currency: 'GHS', amountMinor: release.amountMinor },
      { accountId: payable.id, currency: 'GHS', amountMinor: -release.amountMinor },
    ],
  );
}

/**
 * The provider accepted a release's transfer: what was owed to the developer leaves through the
 * provider's clearing account (the developer's payable debited, the clearing credited).
 */
export async function postReleaseTransferred(
  executor: Executor,
  release: EscrowReleaseMovement,
): Promise<LedgerEntryRow> {
  assertReleaseAmount(release.amountMinor);
  const payable = await findOrCreateAccount(
    executor,
    ledgerAccount.developerPayable(release.projectId, 'GHS'),
  );
  const clearing = await findOrCreateAccount(executor, ledgerAccount.providerClearing('GHS'));
  return insertEntry(
    executor,
    {
      causeType: 'transfer',
      causeId: String(release.cause.id),
      memo: `Release of project ${release.projectId} sent to its developer through the provider`,
    },
    [
      { accountId: payable.id, currency: 'GHS', amountMinor: release.amountMinor },
      { accountId: clearing.id, currency: 'GHS', amountMinor: -release.amountMinor },
    ],
  );
}

function assertReleaseAmount(amountMinor: bigint): void {
  if (amountMinor <= 0n) {
    throw new RangeError(`A release must be more than zero, not ${amountMinor}`);
  }
}

/** Why an entry could not be reversed. */
export class LedgerReversalError extends Error {
  constructor(
    readonly reason: 'entry_not_found' | 'already_reversed',
    entryId: string,
  ) {
    super(`Ledger entry ${entryId} cannot be reversed: ${reason}`);
    this.name = 'LedgerReversalError';
  }
}

/**
 * Corrects a posted entry the only way the ledger allows: a new entry with every posting's
 * opposite, naming the entry it reverses (at most once) and what caused the correction.
 */
export async function reverseEntry(
  executor: Executor,
  entryId: string,
  cause: LedgerCause,
): Promise<LedgerEntryRow> {
  const original = await lockEntry(executor, entryId);
  if (!original) throw new LedgerReversalError('entry_not_found', entryId);
  if (await findReversalOf(executor, entryId)) {
    throw new LedgerReversalError('already_reversed', entryId);
  }
  const postings = await postingsOfEntry(executor, entryId);
  return insertEntry(
    executor,
    {
      causeType: cause.type,
      causeId: String(cause.id),
      userId: original.userId,
      memo: `Reverses entry ${entryId}`,
      reversesEntryId: entryId,
    },
    postings.map((posting) => ({
      accountId: posting.accountId,
      currency: posting.currency,
      amountMinor: -BigInt(posting.amountMinor),
    })),
  );
}
