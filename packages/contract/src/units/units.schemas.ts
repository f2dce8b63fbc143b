import { z } from 'zod';
import { ZMoneyStringSchema } from '../common/money-string.schemas';
import { ZPictureSchema } from '../pictures/pictures.schemas';

export const UNIT_TYPES = [
  '2-bedroom-apartment',
  '3-bedroom-apartment',
  '4-bedroom-apartment',
  '2-bedroom-terrace',
  '3-bedroom-terrace',
  '4-bedroom-terrace',
  'semi-detached',
  'fully-detached',
  'self-compound',
] as const;
export const ZUnitTypeSchema = z.enum(UNIT_TYPES);
export type TUnitType = z.infer<typeof ZUnitTypeSchema>;

export const UNIT_STATUSES = ['available', 'partially_funded', 'fully_funded', 'sold'] as const;
export const ZUnitStatusSchema = z.enum(UNIT_STATUSES);
export type TUnitStatus = z.infer<typeof ZUnitStatusSchema>;

/** A unit as the investor site reads it. Amounts are US dollars, two-decimal strings. */
export const ZUnitSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  unitNumber: z.string(),
  unitType: ZUnitTypeSchema,
  status: ZUnitStatusSchema,
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  /** m², two places. */
  floorArea: z.string().nullable(),
  plotSize: z.string().nullable(),
  /** Apartments only. */
  floor: z.number().int().nullable(),
  block: z.string().nullable(),
  price: ZMoneyStringSchema,
  minInvestmentAmount: ZMoneyStringSchema,
  /** Confirmed (paid) investments. */
  currentInvestment: ZMoneyStringSchema,
  totalInvestmentNeeded: ZMoneyStringSchema,
  /** What is still open: needed minus confirmed minus held by unpaid investments. */
  remainingInvestment: ZMoneyStringSchema,
  features: z.array(z.string()),
  imageUrl: z.string().nullable(),
  description: z.string().nullable(),
  /** The unit's pictures, in the admin's order. */
  pictures: z.array(ZPictureSchema),
});
export type TUnit = z.infer<typeof ZUnitSchema>;

/** The Unit Investment Status card: units per status, and the range of unit minimums. */
export const ZUnitStatisticsSchema = z.object({
  availableUnits: z.number().int(),
  partiallyFundedUnits: z.number().int(),
  fullyFundedUnits: z.number().int(),
  soldUnits: z.number().int(),
  totalUnits: z.number().int(),
  /** Lowest and highest minInvestmentAmount of the units; both null when there are none. */
  minimumInvestmentRange: z.object({
    min: ZMoneyStringSchema.nullable(),
    max: ZMoneyStringSchema.nullable(),
  }),
});
export type TUnitStatistics = z.infer<typeof ZUnitStatisticsSchema>;
