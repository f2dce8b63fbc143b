import { z } from 'zod';
import { idSchema } from '../common/id.schemas';
import { ZTimestampSchema } from '../common/money-string.schemas';
import { ZUpdateEvidenceSchema, ZUpdateVerificationSchema } from './update-evidence.schemas';

export const PROJECT_UPDATE_TYPES = ['progress', 'milestone', 'completion', 'alert'] as const;
export const ZProjectUpdateTypeSchema = z.enum(PROJECT_UPDATE_TYPES);
export type TProjectUpdateType = z.infer<typeof ZProjectUpdateTypeSchema>;

/**
 * Whose words an update is: 'developer', the developer's report of progress (entered for it by
 * the admin, signed off by an inspector when it claims progress), or 'platform', a note the
 * platform posts in its own name, which claims no progress.
 */
export const PROJECT_UPDATE_AUTHORS = ['developer', 'platform'] as const;
export const ZProjectUpdateAuthorSchema = z.enum(PROJECT_UPDATE_AUTHORS);
export type TProjectUpdateAuthor = z.infer<typeof ZProjectUpdateAuthorSchema>;

/** A construction update of the timeline on the project page. */
export const ZProjectUpdateSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** 0 to 100. */
  progressPercentage: z.number().int().nullable(),
  updateType: ZProjectUpdateTypeSchema,
  imageUrl: z.string().nullable(),
  /** The schedule milestone it claims reached; null when it names none. */
  milestoneId: z.number().int().nullable(),
  author: ZProjectUpdateAuthorSchema,
  createdAt: ZTimestampSchema,
  /** Its photos, the developer's first, then the inspector's, each oldest first. */
  evidence: z.array(ZUpdateEvidenceSchema),
  verification: ZUpdateVerificationSchema,
});
export type TProjectUpdate = z.infer<typeof ZProjectUpdateSchema>;

export const PROJECT_UPDATE_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 200 characters',
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description must be at most 5000 characters',
  progressRequired: 'Progress percentage is required',
  progressInvalid: 'Progress must be a whole number from 0 to 100',
  updateTypeInvalid: 'Update type must be progress, milestone, completion or alert',
  imageUrlInvalid: 'Image URL must be a valid http(s) URL',
  milestoneNotInProject: "Milestone must be one of the project's milestones",
} as const;

const M = PROJECT_UPDATE_MESSAGES;

/**
 * The admin's 'Post Update' form, parsed the same way by the form and the API: the
 * percentage may come as the number input's text.
 */
export const ZProjectUpdateInputSchema = z.object({
  title: z
    .string({ required_error: M.titleRequired, invalid_type_error: M.titleRequired })
    .trim()
    .min(1, M.titleRequired)
    .max(200, M.titleTooLong),
  description: z
    .string({ required_error: M.descriptionRequired, invalid_type_error: M.descriptionRequired })
    .trim()
    .min(1, M.descriptionRequired)
    .max(5000, M.descriptionTooLong),
  progressPercentage: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ required_error: M.progressRequired, invalid_type_error: M.progressRequired })
      .int(M.progressInvalid)
      .min(0, M.progressInvalid)
      .max(100, M.progressInvalid),
  ),
  updateType: z
    .enum(PROJECT_UPDATE_TYPES, { errorMap: () => ({ message: M.updateTypeInvalid }) })
    .default('progress'),
  imageUrl: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string()
      .trim()
      .url(M.imageUrlInvalid)
      .max(2000, M.imageUrlInvalid)
      .regex(/^https?:\/\//i, M.imageUrlInvalid)
      .nullish()
      .transform((value) => value ?? null),
  ),
  /** A milestone of the project's schedule it claims reached; empty (the form's 'None') is none. */
  milestoneId: z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? null : Number(value)) : value),
    idSchema(M.milestoneNotInProject)
      .nullish()
      .transform((value) => value ?? null),
  ),
});
export type TProjectUpdateInput = z.input<typeof ZProjectUpdateInputSchema>;
export type TProjectUpdateParsed = z.output<typeof ZProjectUpdateInputSchema>;

/**
 * The admin site's 'Post update' form: the platform's own note, a title, its text, its kind and
 * an optional picture. It claims no progress, so there is nothing for an inspector to sign off.
 */
export const ZPlatformUpdateInputSchema = ZProjectUpdateInputSchema.pick({
  title: true,
  description: true,
  updateType: true,
  imageUrl: true,
});
export type TPlatformUpdateInput = z.input<typeof ZPlatformUpdateInputSchema>;
export type TPlatformUpdateParsed = z.output<typeof ZPlatformUpdateInputSchema>;
