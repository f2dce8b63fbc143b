import { z } from 'zod';
import { idParamSchema, idSchema } from '../common/id.schemas';
import { USER_MESSAGES } from '../users/user-messages';
import { emailSchema, personNameSchema } from '../users/users.schemas';
import { EVIDENCE_MAX_PHOTOS } from '../project-updates/update-evidence.schemas';

export const INSPECTION_MESSAGES = {
  inspectorRequired: 'Inspector access required',
  notAssignedToProject: 'This project is not assigned to you',
  updateNotFound: 'Update not found',
  updateNotReported: 'Only a reported update can be confirmed or disputed',
  reviewDecisionInvalid: 'Decision must be verified or disputed',
  reviewNoteRequired: 'A note is required to dispute an update',
  reviewNoteTooLong: 'Note must be at most 2000 characters',
  inspectorNotFound: 'Inspector not found',
  inspectorProjectUnknown: 'One of the projects does not exist',
  inspectorsNotInvestors:
    'Inspectors sign off progress and cannot invest, register interest or submit KYC',
  inspectorInvited: 'Inspector invited: they will receive an e-mail to set their password',
  inspectorAssignmentsSaved: 'Assigned projects saved',
  updateVerified: 'Update confirmed',
  updateDisputed: 'Update disputed',
} as const;

const M = INSPECTION_MESSAGES;

/** How long an invited inspector's first code works: a week, not a reset code's minutes. */
export const INSPECTOR_INVITATION_TTL_DAYS = 7;

export const REVIEW_DECISIONS = ['verified', 'disputed'] as const;
export type TReviewDecision = (typeof REVIEW_DECISIONS)[number];

/**
 * The text fields of an inspector's sign-off (multipart, with up to EVIDENCE_MAX_PHOTOS files
 * in 'photos'). A dispute must say why; a confirmation may.
 */
export const ZUpdateReviewFieldsSchema = z
  .object({
    decision: z.enum(REVIEW_DECISIONS, { errorMap: () => ({ message: M.reviewDecisionInvalid }) }),
    note: z
      .string()
      .trim()
      .max(2000, M.reviewNoteTooLong)
      .optional()
      .transform((value) => value || null),
  })
  .superRefine((review, ctx) => {
    if (review.decision === 'disputed' && review.note === null) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['note'], message: M.reviewNoteRequired });
    }
  });
export type TUpdateReviewFields = z.input<typeof ZUpdateReviewFieldsSchema>;

/** What the multipart body of a sign-off holds, for typed clients. */
export type TUpdateReviewForm = FormData;

export const ZUpdateIdParamsSchema = z.object({ updateId: idParamSchema() });
export const ZInspectorIdParamsSchema = z.object({ id: idParamSchema() });

/** A project assigned to the signed-in inspector, with how many updates await them. */
export const ZInspectorProjectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  location: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  reportedUpdates: z.number().int(),
});
export type TInspectorProject = z.infer<typeof ZInspectorProjectSchema>;

/** The admin's invitation: an inspector account is created and told how to set a password. */
export const ZInspectorInviteSchema = z.object({
  email: emailSchema(USER_MESSAGES.emailInvalid),
  firstName: personNameSchema(USER_MESSAGES.firstNameRequired),
  lastName: personNameSchema(USER_MESSAGES.lastNameRequired),
});
export type TInspectorInvite = z.infer<typeof ZInspectorInviteSchema>;

/** The projects an inspector signs off: the whole list, replacing the previous one. */
export const ZInspectorAssignmentsSchema = z.object({
  projectIds: z.array(idSchema()).max(500),
});
export type TInspectorAssignments = z.infer<typeof ZInspectorAssignmentsSchema>;

export const ZInspectorSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  projectIds: z.array(z.number().int()),
});
export type TInspector = z.infer<typeof ZInspectorSchema>;

export const reviewOpenApiBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        properties: {
          decision: { type: 'string', enum: [...REVIEW_DECISIONS] },
          note: { type: 'string' },
          photos: {
            type: 'array',
            maxItems: EVIDENCE_MAX_PHOTOS,
            items: { type: 'string', format: 'binary' },
          },
        },
        required: ['decision'],
      },
    },
  },
} as const;
