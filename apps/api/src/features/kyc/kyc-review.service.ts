import {
  ERROR_CODES,
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  KYC_ERROR_CODES,
  KYC_MESSAGES,
  KYC_REVIEWABLE_STATUSES,
  KYC_VALIDITY_MONTHS,
  type ZKycApproveBodySchema,
  type ZKycRejectBodySchema,
  type TKycPendingItem,
  type TKycStatus,
  NOTIFICATION_TEXTS,
} from '@coinvest/contract';
import type { KycVerificationChanges, KycVerificationRow, NotificationType } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { Executor } from '../../lib/executor';
import type { AdminActor } from '../../lib/access/admin-access';
import { recordAudit, recordAudits } from '../../lib/audit/record-audit';
import { createNotification } from '../notifications/create-notifications';
import { toKycRecord } from './kyc.mapper';
import { findKycWithUser, listReviewableKyc, lockKycById, updateKyc } from './kyc.repository';

type Context = Pick<FastifyInstance, 'db'>;

const M = KYC_MESSAGES;

type RowWithUser = KycVerificationRow & { username: string; email: string };

function toPendingItem(row: RowWithUser): TKycPendingItem {
  return { ...toKycRecord(row), username: row.username, email: row.email };
}

/** What the audit trail keeps of a decision: the review columns, not personal data. */
const reviewState = (row: KycVerificationRow) => ({
  status: row.status,
  reviewedBy: row.reviewedBy,
  reviewNotes: row.reviewNotes,
  rejectionReason: row.rejectionReason,
  reviewedAt: row.reviewedAt,
  approvedAt: row.approvedAt,
  expiresAt: row.expiresAt,
});

/** The review queue; each record it shows the admin is an audited read of personal data. */
export async function listPendingKyc(
  { db }: Context,
  actor: AdminActor,
): Promise<TKycPendingItem[]> {
  const rows = await listReviewableKyc(db);
  await recordAudits(
    db,
    rows.map((row) => ({
      actor,
      action: AUDIT_ACTIONS.kycView,
      entity: { type: AUDIT_ENTITY_TYPES.kycVerification, id: row.id },
      after: { userId: row.userId },
    })),
  );
  return rows.map(toPendingItem);
}

function oneValidityPeriodAfter(date: Date): Date {
  const expires = new Date(date);
  expires.setUTCMonth(expires.getUTCMonth() + KYC_VALIDITY_MONTHS);
  return expires;
}

/**
 * Applies a decision to a pending or under_review record, with its audit record and the
 * user's notification, all in one transaction.
 */
function decide(
  { db }: Context,
  actor: AdminActor,
  kycId: number,
  decision: {
    action: string;
    changes: (now: Date) => KycVerificationChanges;
    notification: (row: KycVerificationRow) => {
      title: string;
      message: string;
      type: NotificationType;
    };
  },
): Promise<TKycPendingItem> {
  return db.transaction().execute(async (trx: Executor) => {
    const before = await lockKycById(trx, kycId);
    if (!before) throw new NotFoundError(M.kycNotFound, { errorCode: ERROR_CODES.notFound });
    if (!(KYC_REVIEWABLE_STATUSES as readonly TKycStatus[]).includes(before.status)) {
      throw new ConflictError(M.kycNotReviewable, { errorCode: KYC_ERROR_CODES.notReviewable });
    }
    const now = new Date();
    const after = await updateKyc(trx, kycId, {
      ...decision.changes(now),
      reviewedBy: actor.userId,
      reviewedAt: now,
    });
    await recordAudit(trx, {
      actor,
      entity: { type: AUDIT_ENTITY_TYPES.kycVerification, id: kycId },
      action: decision.action,
      before: reviewState(before),
      after: reviewState(after),
    });
    await createNotification(trx, {
      userId: after.userId,
      ...decision.notification(after),
    });
    return toPendingItem(await findKycWithUser(trx, kycId));
  });
}

export function approveKyc(
  context: Context,
  actor: AdminActor,
  kycId: number,
  body: z.output<typeof ZKycApproveBodySchema>,
): Promise<TKycPendingItem> {
  return decide(context, actor, kycId, {
    action: AUDIT_ACTIONS.kycApprove,
    changes: (now) => ({
      status: 'approved',
      reviewNotes: body.reviewNotes ?? M.kycDefaultApprovalNote,
      rejectionReason: null,
      approvedAt: now,
      expiresAt: oneValidityPeriodAfter(now),
    }),
    notification: () => ({
      ...NOTIFICATION_TEXTS.kycApproved(),
      type: 'completion',
    }),
  });
}

export function rejectKyc(
  context: Context,
  actor: AdminActor,
  kycId: number,
  body: z.output<typeof ZKycRejectBodySchema>,
): Promise<TKycPendingItem> {
  return decide(context, actor, kycId, {
    action: AUDIT_ACTIONS.kycReject,
    changes: () => ({
      status: 'rejected',
      rejectionReason: body.rejectionReason,
      reviewNotes: body.reviewNotes,
      approvedAt: null,
      expiresAt: null,
    }),
    notification: (row) => ({
      ...NOTIFICATION_TEXTS.kycRejected({ reason: row.rejectionReason }),
      type: 'alert',
    }),
  });
}
