import { z } from 'zod';
import { idParamSchema } from '../common/id.schemas';
import { ZMoneyStringSchema } from '../common/money-string.schemas';
import { ZDeveloperScorecardSchema } from './scorecard.schemas';

/** A developer card of /developers (docs/product-rules.md, Developers). */
export const ZDeveloperSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  establishedYear: z.number().int().nullable(),
  licenseNumber: z.string().nullable(),
  specialties: z.array(z.string()),
  logoUrl: z.string().nullable(),
  completedProjects: z.number().int(),
  /** Cedis (GHS), two places. */
  totalValue: ZMoneyStringSchema,
  /** 0 to 5, two places ('4.60'); the card shows it only above 0. */
  rating: z.string().regex(/^\d\.\d{2}$/),
  isActive: z.boolean(),
});
export type TDeveloper = z.infer<typeof ZDeveloperSchema>;

/** A developer as the public list and detail show it: the card and its scorecard. */
export const ZPublicDeveloperSchema = ZDeveloperSchema.extend({
  scorecard: ZDeveloperScorecardSchema,
});
export type TPublicDeveloper = z.infer<typeof ZPublicDeveloperSchema>;

export const DEVELOPER_MESSAGES = {
  publicDeveloperIdInvalid: 'Developer id must be a number',
  publicDeveloperNotFound: 'Developer not found',
} as const;

export const ZPublicDeveloperIdParamsSchema = z.object({
  id: idParamSchema(DEVELOPER_MESSAGES.publicDeveloperIdInvalid),
});
