import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TableColumns } from './columns';
import type {
  DateOnly,
  GeneratedTimestamp,
  Id,
  NullableJson,
  NullableNumeric,
  NullableTimestamp,
} from './types';
import type { RiskLevel } from './projects';

export type KycStatus =
  'pending' | 'under_review' | 'approved' | 'rejected' | 'requires_additional_info';
export type DocumentType = 'passport' | 'national_id' | 'drivers_license';
export type ProofOfAddressType = 'utility_bill' | 'bank_statement' | 'rental_agreement';
export type SourceOfFunds = 'employment' | 'business' | 'investment' | 'inheritance' | 'other';
export type EmploymentStatus = 'employed' | 'self_employed' | 'retired' | 'unemployed' | 'student';

/** One per user (user_id is unique). The *Url columns hold storage keys, not public links. */
export interface KycVerificationsTable {
  id: Id;
  userId: number;
  fullName: string;
  dateOfBirth: DateOnly;
  nationality: string;
  phoneNumber: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  documentType: DocumentType;
  documentNumber: string;
  documentExpiryDate: DateOnly;
  documentFrontUrl: string;
  documentBackUrl: string | null;
  proofOfAddressType: ProofOfAddressType;
  proofOfAddressUrl: string;
  proofOfAddressDate: DateOnly;
  selfieUrl: string;
  sourceOfFunds: SourceOfFunds;
  sourceOfFundsDetails: string | null;
  employmentStatus: EmploymentStatus;
  occupation: string | null;
  /** US dollars, numeric(15,2). */
  annualIncome: NullableNumeric;
  isPoliticallyExposed: Generated<boolean>;
  politicalExposureDetails: string | null;
  isHighRiskCountry: Generated<boolean>;
  status: Generated<KycStatus>;
  verificationLevel: Generated<string>;
  reviewedBy: number | null;
  reviewNotes: string | null;
  rejectionReason: string | null;
  submittedAt: GeneratedTimestamp;
  reviewedAt: NullableTimestamp;
  approvedAt: NullableTimestamp;
  expiresAt: NullableTimestamp;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export interface AmlChecksTable {
  id: Id;
  userId: number;
  kycId: number | null;
  sanctionsScreeningResult: string | null;
  sanctionsScreeningDetails: NullableJson;
  pepScreeningResult: string | null;
  pepScreeningDetails: NullableJson;
  adverseMediaResult: string | null;
  adverseMediaDetails: NullableJson;
  /** 0 to 100. */
  riskScore: Generated<number>;
  riskLevel: Generated<RiskLevel>;
  riskFactors: Generated<string[]>;
  status: Generated<string>;
  reviewedBy: number | null;
  reviewNotes: string | null;
  externalServiceProvider: string | null;
  externalCheckId: string | null;
  externalCheckData: NullableJson;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export type KycVerificationRow = Selectable<KycVerificationsTable>;
export type NewKycVerification = Insertable<KycVerificationsTable>;
export type KycVerificationChanges = Updateable<KycVerificationsTable>;
export type AmlCheckRow = Selectable<AmlChecksTable>;
export type NewAmlCheck = Insertable<AmlChecksTable>;
export type AmlCheckChanges = Updateable<AmlChecksTable>;

export const kycVerificationsColumns: TableColumns<KycVerificationsTable> = {
  id: 'number',
  userId: 'number',
  fullName: 'string',
  dateOfBirth: 'string',
  nationality: 'string',
  phoneNumber: 'string',
  address: 'string',
  city: 'string',
  postalCode: 'string',
  country: 'string',
  documentType: 'string',
  documentNumber: 'string',
  documentExpiryDate: 'string',
  documentFrontUrl: 'string',
  documentBackUrl: 'string | null',
  proofOfAddressType: 'string',
  proofOfAddressUrl: 'string',
  proofOfAddressDate: 'string',
  selfieUrl: 'string',
  sourceOfFunds: 'string',
  sourceOfFundsDetails: 'string | null',
  employmentStatus: 'string',
  occupation: 'string | null',
  annualIncome: 'string | null',
  isPoliticallyExposed: 'boolean',
  politicalExposureDetails: 'string | null',
  isHighRiskCountry: 'boolean',
  status: 'string',
  verificationLevel: 'string',
  reviewedBy: 'number | null',
  reviewNotes: 'string | null',
  rejectionReason: 'string | null',
  submittedAt: 'Date',
  reviewedAt: 'Date | null',
  approvedAt: 'Date | null',
  expiresAt: 'Date | null',
  createdAt: 'Date',
  updatedAt: 'Date',
};

export const amlChecksColumns: TableColumns<AmlChecksTable> = {
  id: 'number',
  userId: 'number',
  kycId: 'number | null',
  sanctionsScreeningResult: 'string | null',
  sanctionsScreeningDetails: 'json | null',
  pepScreeningResult: 'string | null',
  pepScreeningDetails: 'json | null',
  adverseMediaResult: 'string | null',
  adverseMediaDetails: 'json | null',
  riskScore: 'number',
  riskLevel: 'string',
  riskFactors: 'string[]',
  status: 'string',
  reviewedBy: 'number | null',
  reviewNotes: 'string | null',
  externalServiceProvider: 'string | null',
  externalCheckId: 'string | null',
  externalCheckData: 'json | null',
  createdAt: 'Date',
  updatedAt: 'Date',
};
