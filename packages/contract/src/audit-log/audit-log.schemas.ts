import { z } from 'zod';
import { adminKeysetPageSchema, ZAdminKeysetQuerySchema } from '../admin-common/admin-page.schemas';
import { ZTimestampSchema } from '../common/money-string.schemas';

/** Every entity type an admin write records, so the audit trail can be filtered by each. */
export const AUDIT_ENTITY_TYPES = {
  project: 'project',
  unit: 'unit',
  developer: 'developer',
  currencyRate: 'currency_rate',
  kycVerification: 'kyc_verification',
  projectInterest: 'project_interest',
  investment: 'investment',
  /** A provider payment, by its reference. */
  payment: 'payment',
  projectUpdate: 'project_update',
  /** A milestone of a project's schedule. */
  projectMilestone: 'project_milestone',
  /** A project's reviewed description translation; its id is '<project id>:<language>'. */
  reviewedTranslation: 'reviewed_translation',
  paymentInstructions: 'payment_instructions',
  /** An inspector account (its user id): invited, or its assigned projects changed. */
  inspector: 'inspector',
  /** A background job of the queue (graphile-worker's id), retried by an admin. */
  backgroundJob: 'background_job',
  /** Money leaving a project's escrow for its developer, by the release's id. */
  escrowRelease: 'escrow_release',
} as const;

/** What each admin write, and each admin read of KYC data, records as its action. */
export const AUDIT_ACTIONS = {
  projectCreate: 'project.create',
  projectUpdate: 'project.update',
  projectDelete: 'project.delete',
  /** A draft published, or a published project made a draft again. */
  projectPublish: 'project.publish',
  projectUnpublish: 'project.unpublish',
  /** A gallery or unit picture added, changed (caption, place, cover) or removed. */
  projectPictureAdd: 'project.picture_add',
  projectPictureUpdate: 'project.picture_update',
  projectPictureDelete: 'project.picture_delete',
  unitCreate: 'unit.create',
  unitUpdate: 'unit.update',
  unitDelete: 'unit.delete',
  unitPaymentStatus: 'unit.payment_status',
  unitMarkSold: 'unit.mark_sold',
  developerCreate: 'developer.create',
  developerUpdate: 'developer.update',
  developerDelete: 'developer.delete',
  /** A developer's licence set or changed (before is null when it was new), or removed. */
  developerLicenceSet: 'developer.licence_set',
  developerLicenceRemove: 'developer.licence_remove',
  /** A developer's payout account set, once the provider resolved and registered it. */
  developerPayoutAccount: 'developer.payout_account',
  currencyRateUpdate: 'currency_rate.update',
  kycApprove: 'kyc.approve',
  kycReject: 'kyc.reject',
  /** An admin read a KYC record (personal data), or downloaded one of its documents. */
  kycView: 'kyc.view',
  kycDocumentView: 'kyc.document_view',
  interestApprove: 'interest.approve',
  interestReject: 'interest.reject',
  investmentConfirmPayment: 'investment.confirm_payment',
  investmentCancel: 'investment.cancel',
  /** A payment that could not be honoured refunded through the provider. */
  paymentRefund: 'payment.refund',
  projectUpdateCreate: 'project_update.create',
  milestoneCreate: 'milestone.create',
  milestoneUpdate: 'milestone.update',
  milestoneDelete: 'milestone.delete',
  /** An inspector confirmed or disputed a reported update (recorded by the inspector). */
  projectUpdateVerify: 'project_update.verify',
  projectUpdateDispute: 'project_update.dispute',
  inspectorInvite: 'inspector.invite',
  inspectorAssign: 'inspector.assign',
  reviewedTranslationSave: 'reviewed_translation.save',
  reviewedTranslationDelete: 'reviewed_translation.delete',
  paymentInstructionsUpdate: 'payment_instructions.update',
  paymentInstructionsPropose: 'payment_instructions.propose',
  paymentInstructionsApprove: 'payment_instructions.approve',
  paymentInstructionsReject: 'payment_instructions.reject',
  /** A job that had failed for good was run again from its first attempt. */
  backgroundJobRetry: 'background_job.retry',
  /** A project's release plan replaced (recorded on the project). */
  escrowReleasePlan: 'escrow.release_plan',
  /** A release of escrow requested, approved by a second admin, or turned down. */
  escrowReleaseRequest: 'escrow.release_request',
  escrowReleaseApprove: 'escrow.release_approve',
  escrowReleaseReject: 'escrow.release_reject',
} as const;

export const AUDIT_LOG_MESSAGES = {
  auditEntityTypeInvalid: 'Entity type must be lower-case letters and underscores',
  auditEntityIdInvalid: 'Entity id must be at most 100 characters',
} as const;

/**
 * GET /api/secure-admin/audit-log: newest first, optionally one entity type or one entity, in
 * keyset pages.
 */
export const ZAuditLogQuerySchema = ZAdminKeysetQuerySchema.extend({
  entityType: z
    .string()
    .trim()
    .regex(/^[a-z_]{0,50}$/, AUDIT_LOG_MESSAGES.auditEntityTypeInvalid)
    .optional(),
  entityId: z.string().trim().max(100, AUDIT_LOG_MESSAGES.auditEntityIdInvalid).optional(),
});
export type TAuditLogQuery = z.input<typeof ZAuditLogQuerySchema>;

/** One audit record: who did what to which entity, when, with the entity before and after. */
export const ZAuditEntrySchema = z.object({
  id: z.string(),
  actorUserId: z.number().int().nullable(),
  /** The actor's username; null once the account is gone. */
  actorUsername: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  createdAt: ZTimestampSchema,
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;

export const ZAuditLogPageSchema = adminKeysetPageSchema(ZAuditEntrySchema);
export type TAuditLogPage = z.infer<typeof ZAuditLogPageSchema>;
