import { z } from 'zod';
import { EARLIEST_PLAUSIBLE_YEAR, isPlausibleDate, LATEST_PLAUSIBLE_YEAR } from '../common/dates';
import { idParamSchema } from '../common/id.schemas';
import { GHANA_CARD_NUMBER, isGhanaCard, KYC_COUNTRIES } from './countries';
import {
  ZDateOnlySchema,
  ZMoneyStringSchema,
  ZTimestampSchema,
} from '../common/money-string.schemas';

export const KYC_STATUSES = [
  'pending',
  'under_review',
  'approved',
  'rejected',
  'requires_additional_info',
] as const;
export const ZKycStatusSchema = z.enum(KYC_STATUSES);
export type TKycStatus = z.infer<typeof ZKycStatusSchema>;

/** The statuses the admin's queue holds and the admin may decide. */
export const KYC_REVIEWABLE_STATUSES = ['pending', 'under_review'] as const;
/** The statuses from which the user may submit again (an expired approval counts too). */
export const KYC_RESUBMITTABLE_STATUSES = ['rejected', 'requires_additional_info'] as const;

export const KYC_NATIONALITIES = ['gh', 'ng', 'us', 'gb', 'de', 'fr', 'other'] as const;
export const KYC_DOCUMENT_TYPES = ['passport', 'national_id', 'drivers_license'] as const;
export const KYC_PROOF_OF_ADDRESS_TYPES = [
  'utility_bill',
  'bank_statement',
  'rental_agreement',
] as const;
export const KYC_SOURCES_OF_FUNDS = [
  'employment',
  'business',
  'investment',
  'inheritance',
  'other',
] as const;
export const KYC_EMPLOYMENT_STATUSES = [
  'employed',
  'self_employed',
  'retired',
  'unemployed',
  'student',
] as const;

/** The four files of a submission, by their multipart field names. */
export const KYC_DOCUMENTS = ['documentFront', 'documentBack', 'proofOfAddress', 'selfie'] as const;
export const ZKycDocumentSchema = z.enum(KYC_DOCUMENTS);
export type TKycDocument = z.infer<typeof ZKycDocumentSchema>;
export const KYC_REQUIRED_DOCUMENTS = ['documentFront', 'proofOfAddress', 'selfie'] as const;
/** How each file is named in 'Please upload: ...'. */
export const KYC_DOCUMENT_LABELS: Record<TKycDocument, string> = {
  documentFront: 'Front of ID',
  documentBack: 'Back of ID',
  proofOfAddress: 'Proof of Address',
  selfie: 'Selfie',
};

export const KYC_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const KYC_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** What the server accepts, read from the file's bytes (never its name or declared type). */
export const KYC_ACCEPTED_MIME_TYPES = [...KYC_IMAGE_MIME_TYPES, 'application/pdf'] as const;
export type TKycMimeType = (typeof KYC_ACCEPTED_MIME_TYPES)[number];
/** The types each file accepts: the selfie is an image only. */
export const KYC_DOCUMENT_MIME_TYPES: Record<TKycDocument, readonly TKycMimeType[]> = {
  documentFront: KYC_ACCEPTED_MIME_TYPES,
  documentBack: KYC_ACCEPTED_MIME_TYPES,
  proofOfAddress: KYC_ACCEPTED_MIME_TYPES,
  selfie: KYC_IMAGE_MIME_TYPES,
};
/** A verified identity lasts this long after approval. */
export const KYC_VALIDITY_MONTHS = 12;
export const KYC_MIN_AGE_YEARS = 18;
export const KYC_REVIEW_NOTES_MAX_LENGTH = 2000;

// Keys are unique across every message group: the sites' catalogs hold them side by side.
export const KYC_MESSAGES = {
  kycFullNameTooShort: 'Full name must be at least 2 characters',
  kycDateOfBirthRequired: 'Date of birth is required',
  kycDateOfBirthTooYoung: `You must be at least ${KYC_MIN_AGE_YEARS} years old`,
  kycDateOfBirthOutOfRange: `Enter a real date between ${EARLIEST_PLAUSIBLE_YEAR} and today`,
  kycNationalityRequired: 'Nationality is required',
  kycPhoneNumberInvalid: 'Valid phone number is required',
  kycAddressRequired: 'Full address is required',
  kycCityTooShort: 'City must be at least 2 characters',
  kycPostalCodeTooShort: 'Postal code must be at least 3 characters',
  kycCountryRequired: 'Country is required',
  kycGhanaCardNumberInvalid:
    'Enter the Ghana Card number as printed on the card, e.g. GHA-123456789-0',
  kycDocumentTypeRequired: 'Please select a document type',
  kycDocumentNumberTooShort: 'Document number must be at least 5 characters',
  kycDocumentExpiryDateRequired: 'Document expiry date is required',
  kycDocumentExpired: 'The document has expired',
  kycProofOfAddressTypeRequired: 'Please select a proof of address type',
  kycProofOfAddressDateRequired: 'Proof of address date is required',
  kycDateInFuture: 'The date cannot be in the future',
  kycDateOutOfRange: `Enter a real date between ${EARLIEST_PLAUSIBLE_YEAR} and ${LATEST_PLAUSIBLE_YEAR}`,
  kycSourceOfFundsRequired: 'Please select a source of funds',
  kycEmploymentStatusRequired: 'Please select an employment status',
  kycAnnualIncomeInvalid: 'Enter an amount in USD with at most 2 decimal places',
  kycTextTooLong: 'Must be at most 500 characters',
  kycPleaseUpload: 'Please upload:',
  kycFileTooLarge: 'Each file must be at most 10 MB',
  kycFileTypeInvalid: 'Files must be JPEG, PNG or WebP images or PDF documents',
  kycSelfieTypeInvalid: 'The selfie must be a JPEG, PNG or WebP image',
  kycFileNameInvalid: 'A file name must not contain a path',
  kycTooManyFiles: 'Upload at most 4 files: front and back of ID, proof of address and a selfie',
  kycUnknownFile: 'Unknown file field',
  kycDuplicateFile: 'Each file may be sent only once',
  kycNotMultipart: 'Send the verification as multipart/form-data',
  kycUserIdMismatch: 'You can only submit your own verification',
  kycAlreadySubmitted: 'Your verification is already submitted and awaiting review',
  kycAlreadyVerified: 'Your identity is already verified',
  kycNotFound: 'KYC verification not found',
  kycDocumentNotFound: 'Document not found',
  kycNotReviewable: 'Only pending or under review verifications can be approved or rejected',
  kycRejectionReasonRequired: 'Please provide a reason for rejection.',
  kycReviewNotesTooLong: `Must be at most ${KYC_REVIEW_NOTES_MAX_LENGTH} characters`,
  kycDefaultApprovalNote: 'Identity verified in person by an admin.',
  kycSubmittedTitle: 'KYC Verification Submitted',
  kycSubmittedMessage:
    'Your documents have been submitted. Review typically takes 2-3 business days.',
  kycSubmissionFailedTitle: 'Submission Failed',
  kycSubmissionFailedMessage: 'Failed to submit KYC verification',
  kycMissingDocumentsTitle: 'Missing Documents',
  kycApprovedTitle: 'KYC Approved',
  kycApprovedNotification:
    'Your identity verification has been approved. You can now invest in all opportunities.',
  kycRejectedTitle: 'KYC Rejected',
  kycRejectedNotification: 'Your identity verification was not approved. Reason:',
  kycApprovalFailedTitle: 'Approval Failed',
  kycRejectionFailedTitle: 'Rejection Failed',
  kycRejectionReasonRequiredTitle: 'Rejection Reason Required',
} as const;

const M = KYC_MESSAGES;

/** Carried in the error body's errorCode, for clients that branch (e.g. 'Missing Documents'). */
export const KYC_ERROR_CODES = {
  documentsMissing: 'KYC_DOCUMENTS_MISSING',
  fileTooLarge: 'KYC_FILE_TOO_LARGE',
  fileTypeInvalid: 'KYC_FILE_TYPE_INVALID',
  fileNameInvalid: 'KYC_FILE_NAME_INVALID',
  tooManyFiles: 'KYC_TOO_MANY_FILES',
  alreadySubmitted: 'KYC_ALREADY_SUBMITTED',
  alreadyVerified: 'KYC_ALREADY_VERIFIED',
  notReviewable: 'KYC_NOT_REVIEWABLE',
} as const;

/** 'Please upload: Front of ID, Selfie'. */
export function missingDocumentsMessage(documents: readonly TKycDocument[]): string {
  return `${M.kycPleaseUpload} ${documents.map((d) => KYC_DOCUMENT_LABELS[d]).join(', ')}`;
}

/** Today as 'YYYY-MM-DD' (UTC), what date fields are compared with. */
export const todayDateOnly = (now: Date = new Date()) => now.toISOString().slice(0, 10);

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The latest birth date of someone who is at least KYC_MIN_AGE_YEARS old today. */
function latestAdultBirthDate(now: Date = new Date()): string {
  const [year, month, day] = todayDateOnly(now).split('-');
  return `${Number(year) - KYC_MIN_AGE_YEARS}-${month}-${day}`;
}

const requiredDate = (message: string, outOfRange: string = M.kycDateOutOfRange) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .pipe(ZDateOnlySchema.refine(isRealDate, message).refine(isPlausibleDate, outOfRange));

const minText = (min: number, message: string, max = 500) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(min, message)
    .max(max, M.kycTextTooLong);

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values as unknown as [T[number], ...T[number][]], { errorMap: () => ({ message }) });

const optionalKycText = z
  .string()
  .trim()
  .max(500, M.kycTextTooLong)
  .nullish()
  .transform((value) => value || null);

/** Checkbox values as forms and multipart send them. */
const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', ''])])
  .optional()
  .transform((value) => value === true || value === 'true' || value === 'on');

/**
 * The text fields of a KYC submission: the web form validates with it and the server checks
 * the multipart fields with it, so both show the same messages. A plain object, so each form
 * step can `.pick(KYC_STEP_FIELDS[n])`. politicalExposureDetails is kept only for a PEP.
 */
export const ZKycFieldsSchema = z.object({
  fullName: minText(2, M.kycFullNameTooShort, 200),
  dateOfBirth: requiredDate(M.kycDateOfBirthRequired, M.kycDateOfBirthOutOfRange).refine(
    (value) => value <= latestAdultBirthDate(),
    M.kycDateOfBirthTooYoung,
  ),
  nationality: choice(KYC_NATIONALITIES, M.kycNationalityRequired),
  phoneNumber: minText(10, M.kycPhoneNumberInvalid, 30),
  address: minText(10, M.kycAddressRequired),
  city: minText(2, M.kycCityTooShort, 100),
  postalCode: minText(3, M.kycPostalCodeTooShort, 20),
  country: choice(KYC_COUNTRIES, M.kycCountryRequired),
  documentType: choice(KYC_DOCUMENT_TYPES, M.kycDocumentTypeRequired),
  documentNumber: minText(5, M.kycDocumentNumberTooShort, 50),
  documentExpiryDate: requiredDate(M.kycDocumentExpiryDateRequired).refine(
    (value) => value >= todayDateOnly(),
    M.kycDocumentExpired,
  ),
  proofOfAddressType: choice(KYC_PROOF_OF_ADDRESS_TYPES, M.kycProofOfAddressTypeRequired),
  proofOfAddressDate: requiredDate(M.kycProofOfAddressDateRequired).refine(
    (value) => value <= todayDateOnly(),
    M.kycDateInFuture,
  ),
  sourceOfFunds: choice(KYC_SOURCES_OF_FUNDS, M.kycSourceOfFundsRequired),
  sourceOfFundsDetails: optionalKycText,
  employmentStatus: choice(KYC_EMPLOYMENT_STATUSES, M.kycEmploymentStatusRequired),
  occupation: optionalKycText,
  /** US dollars, numeric(15,2); empty means not given. */
  annualIncome: z
    .string()
    .trim()
    .regex(/^(\d{1,13}(\.\d{1,2})?)?$/, M.kycAnnualIncomeInvalid)
    .nullish()
    .transform((value) => value || null),
  isPoliticallyExposed: formBoolean,
  politicalExposureDetails: optionalKycText,
});

/**
 * The rules that join fields (ZKycFieldsSchema stays a plain object, so the form can pick a
 * step's fields): a Ghanaian's national ID is a Ghana Card, whose number has one format. The
 * form and the server both ask it.
 */
export function kycCrossFieldIssues(fields: {
  nationality: string;
  documentType: string;
  documentNumber: string;
}): { path: 'documentNumber'; message: string }[] {
  if (!isGhanaCard(fields)) return [];
  if (GHANA_CARD_NUMBER.test(fields.documentNumber.trim().toUpperCase())) return [];
  return [{ path: 'documentNumber', message: M.kycGhanaCardNumberInvalid }];
}

export type TKycFieldsInput = z.input<typeof ZKycFieldsSchema>;
export type TKycFields = z.output<typeof ZKycFieldsSchema>;
export type TKycField = keyof TKycFieldsInput;

/** The fields of each of the form's first four steps (step 5 is the uploads). */
export const KYC_STEP_FIELDS = [
  ['fullName', 'dateOfBirth', 'nationality', 'phoneNumber'],
  ['address', 'city', 'postalCode', 'country'],
  [
    'documentType',
    'documentNumber',
    'documentExpiryDate',
    'proofOfAddressType',
    'proofOfAddressDate',
  ],
  [
    'sourceOfFunds',
    'sourceOfFundsDetails',
    'employmentStatus',
    'occupation',
    'annualIncome',
    'isPoliticallyExposed',
    'politicalExposureDetails',
  ],
] as const satisfies readonly (readonly TKycField[])[];

/**
 * The body of POST /api/kyc/submit, as multipart/form-data: every text field as a string,
 * userId (the signed-in user's), and the files. documentBack is optional.
 */
export type TKycSubmitForm = { [K in TKycField]?: string } & {
  userId: string;
  documentFront: Blob;
  documentBack?: Blob;
  proofOfAddress: Blob;
  selfie: Blob;
};

/** A stored file as the client reaches it: a download path (owner and admin only). */
export const ZKycDocumentLinkSchema = z.object({
  /** GET this path with the bearer token: /api/kyc/{kycId}/documents/{document}. */
  url: z.string(),
  contentType: z.enum(KYC_ACCEPTED_MIME_TYPES),
});
export type TKycDocumentLink = z.infer<typeof ZKycDocumentLinkSchema>;

/** A user's verification. Storage keys never leave the server; documents carry links. */
export const ZKycRecordSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  fullName: z.string(),
  dateOfBirth: ZDateOnlySchema,
  nationality: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  documentType: z.enum(KYC_DOCUMENT_TYPES),
  documentNumber: z.string(),
  documentExpiryDate: ZDateOnlySchema,
  proofOfAddressType: z.enum(KYC_PROOF_OF_ADDRESS_TYPES),
  proofOfAddressDate: ZDateOnlySchema,
  sourceOfFunds: z.enum(KYC_SOURCES_OF_FUNDS),
  sourceOfFundsDetails: z.string().nullable(),
  employmentStatus: z.enum(KYC_EMPLOYMENT_STATUSES),
  occupation: z.string().nullable(),
  annualIncome: ZMoneyStringSchema.nullable(),
  isPoliticallyExposed: z.boolean(),
  politicalExposureDetails: z.string().nullable(),
  /** As stored: an approval past its expiresAt stays 'approved' with isExpired true. */
  status: ZKycStatusSchema,
  /** Approved but past expiresAt: no longer verified; the user renews. */
  isExpired: z.boolean(),
  /** Approved and not expired: the gate lets this user invest. */
  isVerified: z.boolean(),
  /** Whether POST /api/kyc/submit would accept a new submission from this user. */
  canResubmit: z.boolean(),
  verificationLevel: z.string(),
  reviewNotes: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  submittedAt: ZTimestampSchema,
  reviewedAt: ZTimestampSchema.nullable(),
  approvedAt: ZTimestampSchema.nullable(),
  expiresAt: ZTimestampSchema.nullable(),
  createdAt: ZTimestampSchema,
  updatedAt: ZTimestampSchema,
  documents: z.object({
    documentFront: ZKycDocumentLinkSchema,
    documentBack: ZKycDocumentLinkSchema.nullable(),
    proofOfAddress: ZKycDocumentLinkSchema,
    selfie: ZKycDocumentLinkSchema,
  }),
});
export type TKycRecord = z.infer<typeof ZKycRecordSchema>;

/** An item of the admin's queue: the record with who submitted it. */
export const ZKycPendingItemSchema = ZKycRecordSchema.extend({
  username: z.string(),
  email: z.string(),
});
export type TKycPendingItem = z.infer<typeof ZKycPendingItemSchema>;

export const ZKycUserIdParamsSchema = z.object({
  userId: idParamSchema(),
});
export const ZKycIdParamsSchema = z.object({
  kycId: idParamSchema(),
});
export const ZKycDocumentParamsSchema = ZKycIdParamsSchema.extend({
  document: ZKycDocumentSchema,
});

const reviewNotes = z
  .string()
  .trim()
  .max(KYC_REVIEW_NOTES_MAX_LENGTH, M.kycReviewNotesTooLong)
  .nullish()
  .transform((value) => value || null);

/** PATCH .../approve. Empty notes become the default in-person note. */
export const ZKycApproveBodySchema = z.object({
  reviewNotes,
  verificationMethod: z.literal('manual').default('manual'),
});
export type TKycApproveBody = z.input<typeof ZKycApproveBodySchema>;

/** PATCH .../reject. The reason is required. */
export const ZKycRejectBodySchema = z.object({
  rejectionReason: z
    .string({
      required_error: M.kycRejectionReasonRequired,
      invalid_type_error: M.kycRejectionReasonRequired,
    })
    .trim()
    .min(1, M.kycRejectionReasonRequired)
    .max(KYC_REVIEW_NOTES_MAX_LENGTH, M.kycReviewNotesTooLong),
  reviewNotes,
});
export type TKycRejectBody = z.input<typeof ZKycRejectBodySchema>;
