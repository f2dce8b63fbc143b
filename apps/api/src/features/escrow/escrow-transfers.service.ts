import { NOTIFICATION_TEXTS } from '@coinvest/contract';
import { fromMinorUnits } from '@coinvest/contract/decimal';
import type { EscrowReleaseRow } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../lib/executor';
import { postReleaseTransferred, reverseEntry } from '../ledger/ledger-movements';
import { createNotifications } from '../notifications/create-notifications';
import { insertPaymentEventOnce } from '../payments/payments.repository';
import type { PaystackTransferNotice } from '../payments/paystack-webhook.routes';
import {
  confirmedInvestorsOf,
  findProjectForEscrow,
  lockReleaseByReference,
  milestoneIdsOf,
  updateRelease,
} from './escrow.repository';

/** The provider's notification of how a release's transfer ended. */
export type TransferNotification = PaystackTransferNotice;

/** Why the provider says the transfer did not go through, as far as it says. */
function failureReasonOf(notice: TransferNotification): string {
  const data = (notice.payload as { data?: Record<string, unknown> } | null)?.data;
  const said = [data?.reason, data?.gateway_response, data?.status].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  const reason =
    said ?? (notice.event === 'transfer.reversed' ? 'Reversed by the provider' : 'Failed');
  return reason.slice(0, 500);
}

/**
 * Ends a release's transfer as the provider reports, once however often it repeats itself (each
 * event is kept once; the release is locked and moves only from where the event applies).
 * Success marks it paid, posting the transfer's entry if the approval has not yet, and tells
 * the project's investors. A failure, or a reversal (even after success), reverses the
 * transfer's entry and the release's: the money is back in escrow. An unknown reference is
 * kept and changes nothing.
 */
export async function settleTransfer(
  ctx: Pick<FastifyInstance, 'db'>,
  notice: TransferNotification,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const release = await lockReleaseByReference(trx, notice.reference);
    const applies =
      release !== undefined &&
      (release.status === 'transferring' ||
        (notice.event === 'transfer.reversed' && release.status === 'paid'));
    const kept = await insertPaymentEventOnce(trx, {
      provider: 'paystack',
      event: notice.event,
      reference: notice.reference,
      paymentId: null,
      payload: JSON.stringify(notice.payload),
      outcome: !applies ? 'ignored' : notice.event === 'transfer.success' ? 'confirmed' : 'failed',
    });
    if (!kept || !applies) return;
    if (notice.event === 'transfer.success') {
      await markPaid(trx, release);
      return;
    }
    if (release.transferEntryId !== null) {
      await reverseEntry(trx, release.transferEntryId, { type: 'transfer', id: release.id });
    }
    if (release.releaseEntryId !== null) {
      await reverseEntry(trx, release.releaseEntryId, { type: 'release', id: release.id });
    }
    await updateRelease(trx, release.id, {
      status: notice.event === 'transfer.failed' ? 'failed' : 'reversed',
      paidAt: null,
      failureReason: failureReasonOf(notice),
      endedAt: new Date(),
    });
  });
}

async function markPaid(trx: Executor, release: EscrowReleaseRow): Promise<void> {
  const entry =
    release.transferEntryId === null
      ? await postReleaseTransferred(trx, {
          cause: { type: 'transfer', id: release.id },
          projectId: release.projectId,
          amountMinor: BigInt(release.amountMinor),
        })
      : undefined;
  await updateRelease(trx, release.id, {
    status: 'paid',
    paidAt: new Date(),
    ...(entry && { transferEntryId: entry.id }),
  });
  const project = await findProjectForEscrow(trx, release.projectId);
  if (!project) return;
  const milestone =
    release.milestoneId === null
      ? null
      : ((await milestoneIdsOf(trx, release.projectId)).find(
          (row) => row.id === release.milestoneId,
        )?.name ?? null);
  await createNotifications(trx, await confirmedInvestorsOf(trx, release.projectId), {
    projectId: release.projectId,
    type: 'other',
    ...NOTIFICATION_TEXTS.escrowReleased({
      projectTitle: project.title,
      milestone,
      cedis: fromMinorUnits(release.amountMinor),
    }),
  });
}
