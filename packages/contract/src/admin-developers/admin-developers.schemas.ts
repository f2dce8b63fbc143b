import { z } from 'zod';
import { idParamSchema } from '../common/id.schemas';
import {
  integerWithFallback,
  optionalDecimal,
  optionalText,
  optionalUrl,
  requiredText,
} from '../admin-common/admin-form-fields';
import { ZTimestampSchema } from '../common/money-string.schemas';
import { emailSchema } from '../users/users.schemas';
import { ZDeveloperSchema } from '../developers/developers.schemas';

export const DEVELOPER_EARLIEST_YEAR = 1800;
export const DEVELOPER_MAX_SPECIALTIES = 20;

/** The current year, where the form's default and the year fallback read it. */
export const currentYear = () => new Date().getFullYear();

// Keys are unique across every message group: the sites' catalogs hold them side by side.
export const DEVELOPER_ADMIN_MESSAGES = {
  developerIdInvalid: 'Developer id must be a number',
  developerNotFound: 'Developer not found',
  developerNameRequired: 'Name is required',
  developerEmailRequired: 'Please enter a valid email',
  developerDescriptionRequired: 'Description is required',
  developerPhoneRequired: 'Phone is required',
  developerCityRequired: 'City is required',
  developerCountryRequired: 'Country is required',
  developerAddressRequired: 'Address is required',
  developerTextTooLong: 'Must be at most 200 characters',
  developerDescriptionTooLong: 'Description must be at most 5000 characters',
  developerUrlInvalid: 'Enter a web address (https://...) or a path starting with /',
  developerYearInvalid: `Established year must be from ${DEVELOPER_EARLIEST_YEAR} to this year`,
  developerCompletedProjectsInvalid: 'Completed projects must be a whole number from 0 to 100000',
  developerTotalValueInvalid: 'Enter an amount with at most 2 decimal places',
  developerRatingInvalid: 'Rating must be from 0 to 5 in steps of 0.1',
  developerSpecialtiesTooMany: `At most ${DEVELOPER_MAX_SPECIALTIES} specialties, of at most 100 characters each`,
  developerNameTaken: 'A developer with this name already exists',
  developerLicenseTaken: 'A developer with this license number already exists',
  developerCreated: 'Developer Created',
  developerUpdated: 'Developer Updated',
  developerDeleted: 'Developer Deleted',
} as const;

const M = DEVELOPER_ADMIN_MESSAGES;

/** 'Luxury, High-rise ,, Gated' is ['Luxury', 'High-rise', 'Gated']: split, trimmed, no empties. */
export function splitSpecialties(value: string | readonly string[]): string[] {
  const parts = typeof value === 'string' ? value.split(',') : value.flatMap((s) => s.split(','));
  return parts.map((part) => part.trim()).filter(Boolean);
}

const required = (message: string, max = 200) => requiredText(message, max, M.developerTextTooLong);

/**
 * The body of POST and PATCH /api/secure-admin/developers[/{id}] and the developer form
 * (the form sends the same payload to both). Specialties may come comma-separated; a year that
 * is not a number is this year, completed projects that are not a number are 0.
 */
export const ZDeveloperInputSchema = z.object({
  name: required(M.developerNameRequired),
  description: requiredText(M.developerDescriptionRequired, 5000, M.developerDescriptionTooLong),
  email: z
    .string({ required_error: M.developerEmailRequired })
    .pipe(emailSchema(M.developerEmailRequired)),
  phone: required(M.developerPhoneRequired, 50),
  website: optionalUrl(M.developerUrlInvalid).or(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i, M.developerUrlInvalid)
      .transform((host) => `https://${host}`),
  ),
  address: required(M.developerAddressRequired, 500),
  city: required(M.developerCityRequired, 100),
  country: required(M.developerCountryRequired, 100),
  establishedYear: integerWithFallback(currentYear, {
    min: DEVELOPER_EARLIEST_YEAR,
    max: 9999,
    rangeMessage: M.developerYearInvalid,
  }).refine((year) => year <= currentYear(), M.developerYearInvalid),
  licenseNumber: optionalText(100, M.developerTextTooLong),
  specialties: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => splitSpecialties(value ?? []))
    .pipe(
      z
        .array(z.string().max(100, M.developerSpecialtiesTooMany))
        .max(DEVELOPER_MAX_SPECIALTIES, M.developerSpecialtiesTooMany),
    ),
  logoUrl: optionalUrl(M.developerUrlInvalid),
  completedProjects: integerWithFallback(() => 0, {
    min: 0,
    max: 100_000,
    rangeMessage: M.developerCompletedProjectsInvalid,
  }),
  /** Cedis. Empty is 0. */
  totalValue: optionalDecimal(M.developerTotalValueInvalid).transform((value) => value ?? '0'),
  /** 0 to 5 in steps of 0.1 (the form's number input). Empty is 0. */
  rating: z
    .union([z.string(), z.number()], { errorMap: () => ({ message: M.developerRatingInvalid }) })
    .nullish()
    .transform((value) => (value === undefined || value === null ? '' : String(value).trim()))
    .refine(
      (value) => /^(\d(\.\d0?)?)?$/.test(value) && Number(value || 0) <= 5,
      M.developerRatingInvalid,
    )
    .transform((value) => value || '0'),
  isActive: z
    .boolean()
    .optional()
    .transform((value) => value ?? true),
});
export type TDeveloperInput = z.input<typeof ZDeveloperInputSchema>;
export type TDeveloperValues = z.output<typeof ZDeveloperInputSchema>;

/** The form's starting values (docs/product-rules.md, Developers: form defaults). */
export function developerFormDefaults() {
  return {
    name: '',
    description: '',
    email: '',
    phone: '',
    website: '',
    address: '',
    city: '',
    country: 'Ghana',
    establishedYear: currentYear(),
    licenseNumber: '',
    specialties: '',
    logoUrl: '',
    completedProjects: 0,
    totalValue: '0',
    rating: '0',
    isActive: true,
  } satisfies TDeveloperInput;
}

export const ZDeveloperIdParamsSchema = z.object({
  id: idParamSchema(M.developerIdInvalid),
});

/** A developer as the admin manages it: active or not, with its timestamps. */
export const ZAdminDeveloperSchema = ZDeveloperSchema.extend({
  createdAt: ZTimestampSchema,
  updatedAt: ZTimestampSchema,
});
export type TAdminDeveloper = z.infer<typeof ZAdminDeveloperSchema>;
