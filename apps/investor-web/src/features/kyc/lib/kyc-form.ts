import {
  KYC_DOCUMENT_MIME_TYPES,
  KYC_MAX_FILE_BYTES,
  KYC_MESSAGES,
  KYC_STEP_FIELDS,
  kycCrossFieldIssues,
  type TKycDocument,
  type TKycField,
  type TKycRecord,
  ZKycFieldsSchema,
} from '@coinvest/contract';
import { zodResolver } from '@coinvest/ui';
import type { FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';
import { translateKycMessage } from './kyc-messages';

export const KYC_STEPS = ['personal', 'address', 'identity', 'financial', 'upload'] as const;

/** The text fields as the form holds them: strings, and the PEP box. */
export type KycFormValues = { [K in Exclude<TKycField, 'isPoliticallyExposed'>]: string } & {
  isPoliticallyExposed: boolean;
};

export const emptyKycForm: KycFormValues = {
  fullName: '',
  dateOfBirth: '',
  nationality: '',
  phoneNumber: '',
  address: '',
  city: '',
  postalCode: '',
  country: '',
  documentType: '',
  documentNumber: '',
  documentExpiryDate: '',
  proofOfAddressType: '',
  proofOfAddressDate: '',
  sourceOfFunds: '',
  sourceOfFundsDetails: '',
  employmentStatus: '',
  occupation: '',
  annualIncome: '',
  isPoliticallyExposed: false,
  politicalExposureDetails: '',
};

/** A resubmission starts from what was sent before; a first submission from empty fields. */
export function kycFormFrom(record: TKycRecord | null): KycFormValues {
  if (!record) return emptyKycForm;
  const form = { ...emptyKycForm };
  for (const field of Object.keys(emptyKycForm) as (keyof KycFormValues)[]) {
    if (field === 'isPoliticallyExposed') form.isPoliticallyExposed = record.isPoliticallyExposed;
    else form[field] = record[field] ?? '';
  }
  return form;
}

/** The contract's schema for one of the first four steps: the server checks the same rules. */
export function stepSchema(step: number) {
  const fields: readonly TKycField[] = KYC_STEP_FIELDS[step] ?? [];
  const mask = Object.fromEntries(fields.map((field) => [field, true])) as Partial<
    Record<TKycField, true>
  >;
  return ZKycFieldsSchema.pick(mask);
}

/**
 * A step's checks: its fields by the contract's schema, then the rules that join fields (a
 * Ghanaian's national ID number in the Ghana Card's format), as the server asks them.
 */
export function stepValidator(step: number, t: TFunction) {
  const fieldRules = zodResolver(stepSchema(step), t, translateKycMessage);
  const fields: readonly TKycField[] = KYC_STEP_FIELDS[step] ?? [];
  return (values: KycFormValues): FormErrors => {
    const errors = fieldRules(values);
    if (!fields.includes('documentNumber') || errors.documentNumber) return errors;
    const [issue] = kycCrossFieldIssues(values);
    return issue ? { ...errors, [issue.path]: translateKycMessage(issue.message, t) } : errors;
  };
}

export type KycFiles = Partial<Record<TKycDocument, File>>;

/**
 * Refuses a file in the page before it is sent: over 10 MB, or of a type the server will not
 * take (the server reads the bytes again; this spares the upload).
 */
export function fileProblem(document: TKycDocument, file: File): string | null {
  if (file.size > KYC_MAX_FILE_BYTES) return KYC_MESSAGES.kycFileTooLarge;
  if (!(KYC_DOCUMENT_MIME_TYPES[document] as readonly string[]).includes(file.type)) {
    return document === 'selfie'
      ? KYC_MESSAGES.kycSelfieTypeInvalid
      : KYC_MESSAGES.kycFileTypeInvalid;
  }
  return null;
}
