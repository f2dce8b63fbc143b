import { z } from 'zod';
import { idParamSchema, idSchema } from '../common/id.schemas';
import { ZTimestampSchema } from '../common/money-string.schemas';
import { ZMoneySchema } from '../common/decimal.schemas';
import { toDecimal } from '../decimal';

/** In US dollars, like every amount the API takes. */
export const INTEREST_MIN_AMOUNT = '1000';
export const INTEREST_AMOUNT_STEP = 100;
export const INTEREST_MESSAGE_MAX = 500;

const wholeDollars = (amount: string | number): string => Number(amount).toLocaleString('en-US');

export const PROJECT_INTEREST_MESSAGES = {
  amountTooLow: `Minimum interest amount is ${wholeDollars(INTEREST_MIN_AMOUNT)}`,
  amountStep: `Interest amount must be in steps of ${wholeDollars(INTEREST_AMOUNT_STEP)}`,
  contactRequired: 'Please fill in all required fields including contact information.',
  contactEmailInvalid: 'Please enter a valid email address',
  contactPhoneInvalid: 'Please enter a valid phone number',
  messageTooLong: `Message must be at most ${INTEREST_MESSAGE_MAX} characters`,
  notYourself: 'You can only express interest for yourself',
  alreadyDecided: 'This interest has already been decided',
  notFound: 'Interest not found',
} as const;

export const ZContactPreferenceSchema = z.enum(['email', 'phone', 'whatsapp']);
export type TContactPreference = z.infer<typeof ZContactPreferenceSchema>;
export const ZInterestTypeSchema = z.enum(['unit', 'multiple_units']);
export const ZInterestStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type TInterestStatus = z.infer<typeof ZInterestStatusSchema>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^\+?[\d\s()-]{7,20}$/;

/** POST /api/project-interests (docs/product-rules.md, Interests (amount limits, step)). */
export const ZProjectInterestInputSchema = z
  .object({
    userId: idSchema(),
    projectId: idSchema(),
    unitId: idSchema().nullable().default(null),
    unitType: z.string().trim().max(100).nullable().default(null),
    // Piped: zod runs a refinement even on text the pattern refused, where Decimal throws.
    interestAmount: ZMoneySchema.pipe(
      z
        .string()
        .refine(
          (value) => toDecimal(value).gte(INTEREST_MIN_AMOUNT),
          PROJECT_INTEREST_MESSAGES.amountTooLow,
        )
        .refine(
          (value) => toDecimal(value).mod(INTEREST_AMOUNT_STEP).isZero(),
          PROJECT_INTEREST_MESSAGES.amountStep,
        ),
    ),
    currency: z.literal('USD').default('USD'),
    contactPreference: ZContactPreferenceSchema,
    contactInfo: z.string().trim().min(1, PROJECT_INTEREST_MESSAGES.contactRequired).max(255),
    message: z
      .string()
      .max(INTEREST_MESSAGE_MAX, PROJECT_INTEREST_MESSAGES.messageTooLong)
      .nullable()
      .default(null),
    interestType: ZInterestTypeSchema.default('unit'),
    unitsRequested: z.number().int().min(1).max(100).default(1),
  })
  .superRefine((input, ctx) => {
    const ok =
      input.contactPreference === 'email'
        ? emailPattern.test(input.contactInfo)
        : phonePattern.test(input.contactInfo);
    if (!ok && input.contactInfo !== '') {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['contactInfo'],
        message:
          input.contactPreference === 'email'
            ? PROJECT_INTEREST_MESSAGES.contactEmailInvalid
            : PROJECT_INTEREST_MESSAGES.contactPhoneInvalid,
      });
    }
  });
export type TProjectInterestInput = z.input<typeof ZProjectInterestInputSchema>;

export const ZProjectInterestSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  projectId: z.number().int(),
  unitId: z.number().int().nullable(),
  unitType: z.string().nullable(),
  interestAmount: z.string(),
  currency: z.string(),
  /** Null on rows written before the interest dialog asked for it. */
  contactPreference: ZContactPreferenceSchema.nullable(),
  contactInfo: z.string().nullable(),
  message: z.string().nullable(),
  interestType: ZInterestTypeSchema,
  unitsRequested: z.number().int(),
  status: ZInterestStatusSchema,
  createdAt: ZTimestampSchema,
});
export type TProjectInterest = z.infer<typeof ZProjectInterestSchema>;

/** A row of the admin's Interests tab (docs/product-rules.md, Interests (amount limits, step)). */
export const ZAdminProjectInterestSchema = ZProjectInterestSchema.extend({
  projectTitle: z.string(),
  unitNumber: z.string().nullable(),
  userName: z.string(),
  userEmail: z.string(),
});
export type TAdminProjectInterest = z.infer<typeof ZAdminProjectInterestSchema>;

export const ZAdminProjectInterestQuerySchema = z.object({
  status: ZInterestStatusSchema.optional(),
});

export const ZInterestIdParamsSchema = z.object({
  id: idParamSchema('Interest id must be a positive whole number'),
});
