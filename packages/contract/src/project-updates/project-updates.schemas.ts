import { z } from 'zod';
import { ZTimestampSchema } from '../common/money-string.schemas';

export const PROJECT_UPDATE_TYPES = ['progress', 'milestone', 'completion', 'alert'] as const;
export const ZProjectUpdateTypeSchema = z.enum(PROJECT_UPDATE_TYPES);
export type TProjectUpdateType = z.infer<typeof ZProjectUpdateTypeSchema>;

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
  createdAt: ZTimestampSchema,
});
export type TProjectUpdate = z.infer<typeof ZProjectUpdateSchema>;
