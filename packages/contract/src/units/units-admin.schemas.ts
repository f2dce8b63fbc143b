import { z } from 'zod';
import { idParamSchema } from '../common/id.schemas';
import {
  optionalDecimal,
  optionalInteger,
  optionalText,
  optionalUrl,
  parsedDecimal,
  requiredDecimal,
  requiredInteger,
  requiredText,
} from '../admin-common/admin-form-fields';
import {
  adminKeysetPageSchema,
  ZAdminKeysetQuerySchema,
  ZAdminSearchSchema,
} from '../admin-common/admin-page.schemas';
import { ZMoneyStringSchema, ZTimestampSchema } from '../common/money-string.schemas';
import { ZProjectIdParamsSchema } from '../projects/projects.schemas';
import { UNIT_STATUSES, UNIT_TYPES, ZUnitSchema } from './units.schemas';

/** The 12 unit features (docs/product-rules.md, Unit types and features). */
export const UNIT_FEATURES = [
  'ensuite_master',
  'fitted_kitchen',
  'parking_space',
  'garden',
  'balcony',
  'swimming_pool',
  'security',
  'generator',
  'borehole',
  'tiled_floors',
  'pop_ceiling',
  'wardrobes',
] as const;
export const ZUnitFeatureSchema = z.enum(UNIT_FEATURES);
export type TUnitFeature = z.infer<typeof ZUnitFeatureSchema>;

/** Floor and block inputs exist only for unit types that contain 'apartment'. */
export function isApartmentType(unitType: string): boolean {
  return unitType.includes('apartment');
}

export const UNIT_MAX_ROOMS = 50;
export const UNIT_MAX_FLOOR = 200;
export const UNIT_NUMBER_MAX_LENGTH = 50;

// Keys are unique across every message group: the sites' catalogs hold them side by side.
export const UNIT_ADMIN_MESSAGES = {
  unitIdInvalid: 'Unit id must be a number',
  unitNotFound: 'Unit not found',
  unitNumberRequired: 'Unit number is required',
  unitNumberTooLong: `Unit number must be at most ${UNIT_NUMBER_MAX_LENGTH} characters`,
  unitTypeChoice: 'Choose one of the unit types',
  unitBedroomsRequired: 'Bedrooms is required',
  unitBedroomsInvalid: `Bedrooms must be a whole number from 0 to ${UNIT_MAX_ROOMS}`,
  unitBathroomsRequired: 'Bathrooms is required',
  unitBathroomsInvalid: `Bathrooms must be a whole number from 0 to ${UNIT_MAX_ROOMS}`,
  unitFloorInvalid: `Floor must be a whole number from 0 to ${UNIT_MAX_FLOOR}`,
  unitAreaInvalid: 'Enter an area in m² with at most 2 decimal places',
  unitPriceRequired: 'Price is required',
  unitPricePositive: 'Price must be more than 0',
  unitMinInvestmentRequired: 'Minimum investment is required',
  unitMinInvestmentAbovePrice: 'Minimum investment cannot be more than the price',
  unitAmountInvalid: 'Enter an amount with at most 2 decimal places',
  unitFeatureChoice: 'Choose features from the list',
  unitTextTooLong: 'Must be at most 2000 characters',
  unitBlockTooLong: 'Block must be at most 50 characters',
  unitUrlInvalid: 'Enter a web address (https://...) or a path starting with /',
  unitStatusChoice: 'Status must be available, partially_funded, fully_funded or sold',
  unitSoldPriceRequired: 'Enter the sold price',
  unitSoldPricePositive: 'Sold price must be more than 0',
  unitSaleCostLabelRequired: 'Name each cost of the sale',
  unitSaleCostLabelTooLong: 'A cost name must be at most 100 characters',
  unitSaleCostPositive: 'Each cost of the sale must be more than 0',
  unitSaleCostsTooMany: 'List at most 20 costs of the sale',
  unitSaleCostsAboveSoldPrice: 'The costs of the sale cannot add up to more than the sold price',
  unitNumberTaken: 'A unit with this number already exists in this project',
  unitPriceLocked: 'The price cannot change once investors hold shares of this unit',
  unitHasInvestments: 'This unit cannot be deleted because investors have invested in it',
  unitAlreadySold: 'This unit is already sold',
  unitSoldStatusLocked: 'This unit is sold: its status can no longer change',
  unitSaleRequired:
    'A unit becomes sold only through Mark as Sold, which records the sale and shares its profit',
  unitHasUnpaidInvestments:
    'This unit has investments awaiting payment: confirm or cancel them before marking it sold',
  unitCreated: 'Unit created successfully',
  unitUpdated: 'Unit updated successfully',
  unitDeleted: 'Unit deleted successfully',
  unitStatusUpdated: 'Unit status updated successfully',
  unitMarkedSold: 'Unit marked as sold successfully',
  unitSoldNotificationTitle: 'Unit sold',
} as const;

const M = UNIT_ADMIN_MESSAGES;

const unitIdSchema = idParamSchema(M.unitIdInvalid);

/** /api/projects/{id}/units/{unitId} */
export const ZProjectUnitParamsSchema = ZProjectIdParamsSchema.extend({ unitId: unitIdSchema });
/** /api/secure-admin/units/{unitId}/... */
export const ZUnitIdParamsSchema = z.object({ unitId: unitIdSchema });

/**
 * The body of POST /api/projects/{id}/units and PUT /api/projects/{id}/units/{unitId}, and the
 * inline unit form. The server sets totalInvestmentNeeded (= price), and on create
 * currentInvestment 0 and status 'available', whatever a client sends. Floor and block are
 * kept for apartments only and stored empty for any other type.
 */
export const ZUnitInputSchema = z
  .object({
    unitNumber: requiredText(M.unitNumberRequired, UNIT_NUMBER_MAX_LENGTH, M.unitNumberTooLong),
    unitType: z.enum(UNIT_TYPES, { errorMap: () => ({ message: M.unitTypeChoice }) }),
    bedrooms: requiredInteger(M.unitBedroomsRequired, {
      min: 0,
      max: UNIT_MAX_ROOMS,
      rangeMessage: M.unitBedroomsInvalid,
    }),
    bathrooms: requiredInteger(M.unitBathroomsRequired, {
      min: 0,
      max: UNIT_MAX_ROOMS,
      rangeMessage: M.unitBathroomsInvalid,
    }),
    floorArea: optionalDecimal(M.unitAreaInvalid, { integerDigits: 8, scale: 2 }),
    plotSize: optionalDecimal(M.unitAreaInvalid, { integerDigits: 8, scale: 2 }),
    price: requiredDecimal(M.unitPriceRequired, M.unitAmountInvalid).refine(
      (price) => parsedDecimal(price)?.gt(0) ?? true,
      M.unitPricePositive,
    ),
    minInvestmentAmount: requiredDecimal(M.unitMinInvestmentRequired, M.unitAmountInvalid),
    features: z
      .array(z.enum(UNIT_FEATURES, { errorMap: () => ({ message: M.unitFeatureChoice }) }))
      .optional()
      .transform((features) => [...new Set(features ?? [])]),
    description: optionalText(2000, M.unitTextTooLong),
    imageUrl: optionalUrl(M.unitUrlInvalid),
    floor: optionalInteger({ min: 0, max: UNIT_MAX_FLOOR, rangeMessage: M.unitFloorInvalid }),
    block: optionalText(50, M.unitBlockTooLong),
  })
  .superRefine((unit, ctx) => {
    const price = parsedDecimal(unit.price);
    if (price && parsedDecimal(unit.minInvestmentAmount)?.gt(price)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['minInvestmentAmount'],
        message: M.unitMinInvestmentAbovePrice,
      });
    }
  })
  .transform((unit) =>
    isApartmentType(unit.unitType) ? unit : { ...unit, floor: null, block: null },
  );
export type TUnitInput = z.input<typeof ZUnitInputSchema>;
export type TUnitValues = z.output<typeof ZUnitInputSchema>;

/**
 * A unit as the admin manages it: the public unit plus the sale and the manual-status flag; its
 * pictures are managed with the project's (GET /api/secure-admin/projects/{id}/pictures).
 */
export const ZAdminUnitSchema = ZUnitSchema.omit({ pictures: true }).extend({
  /** Unpaid pending_payment investments holding a share of the unit. */
  reservedAmount: ZMoneyStringSchema,
  /** The admin set the status by hand: funding no longer moves it. */
  manualStatus: z.boolean(),
  soldAt: ZTimestampSchema.nullable(),
  soldPrice: ZMoneyStringSchema.nullable(),
  profitGenerated: ZMoneyStringSchema.nullable(),
  createdAt: ZTimestampSchema,
  updatedAt: ZTimestampSchema,
});
export type TAdminUnit = z.infer<typeof ZAdminUnitSchema>;

/** GET /api/secure-admin/projects/{id}/units: by unit number, searchable, in keyset pages. */
export const ZAdminUnitListQuerySchema = ZAdminKeysetQuerySchema.extend({
  /** Part of the unit number or type. */
  q: ZAdminSearchSchema,
  status: z
    .enum(['', ...UNIT_STATUSES], { errorMap: () => ({ message: M.unitStatusChoice }) })
    .optional(),
});
export type TAdminUnitListQuery = z.input<typeof ZAdminUnitListQuerySchema>;

export const ZAdminUnitPageSchema = adminKeysetPageSchema(ZAdminUnitSchema);
export type TAdminUnitPage = z.infer<typeof ZAdminUnitPageSchema>;

/** PATCH /api/secure-admin/units/{unitId}/payment-status: any of the four, set by hand. */
export const ZUnitPaymentStatusBodySchema = z.object({
  status: z.enum(UNIT_STATUSES, { errorMap: () => ({ message: M.unitStatusChoice }) }),
});
export type TUnitPaymentStatusBody = z.input<typeof ZUnitPaymentStatusBodySchema>;

/**
 * PATCH /api/secure-admin/units/{unitId}/mark-sold: the sold price and the costs of the sale.
 * The profit is computed from them and shared by ownership of the unit's price (profit-model.ts).
 */
export const ZMarkUnitSoldBodySchema = z.object({
  soldPrice: requiredDecimal(M.unitSoldPriceRequired, M.unitAmountInvalid).refine(
    (price) => parsedDecimal(price)?.gt(0) ?? true,
    M.unitSoldPricePositive,
  ),
  /** What the sale cost (agent, legal fees, taxes); the profit is computed, never typed. */
  costs: z
    .array(
      z.object({
        label: z
          .string()
          .trim()
          .min(1, M.unitSaleCostLabelRequired)
          .max(100, M.unitSaleCostLabelTooLong),
        amount: requiredDecimal(M.unitSaleCostPositive, M.unitAmountInvalid).refine(
          (amount) => parsedDecimal(amount)?.gt(0) ?? true,
          M.unitSaleCostPositive,
        ),
      }),
    )
    .max(20, M.unitSaleCostsTooMany)
    .default([]),
});
export type TMarkUnitSoldBody = z.input<typeof ZMarkUnitSoldBodySchema>;
