import {
  KYC_RESUBMITTABLE_STATUSES,
  type TKycDocument,
  type TKycDocumentLink,
  type TKycRecord,
  type TKycStatus,
} from '@coinvest/contract';
import type { KycVerificationRow } from '@coinvest/db';
import { isKycCurrent } from './kyc-gate';
import { mimeTypeOfKey } from '../../lib/uploads/file-type';

/** The column that holds each document's storage key. */
export const DOCUMENT_COLUMNS = {
  documentFront: 'documentFrontUrl',
  documentBack: 'documentBackUrl',
  proofOfAddress: 'proofOfAddressUrl',
  selfie: 'selfieUrl',
} as const satisfies Record<TKycDocument, keyof KycVerificationRow>;

export function storedKeysOf(row: KycVerificationRow): string[] {
  return Object.values(DOCUMENT_COLUMNS)
    .map((column) => row[column])
    .filter((key): key is string => key !== null);
}

/** Approved once, but past expiresAt. */
export function isKycExpired(
  row: Pick<KycVerificationRow, 'status' | 'expiresAt'>,
  now: Date = new Date(),
): boolean {
  return row.status === 'approved' && row.expiresAt !== null && row.expiresAt <= now;
}

/** Whether the user may submit again: rejected, more information asked, or expired. */
export function mayResubmit(
  row: Pick<KycVerificationRow, 'status' | 'expiresAt'>,
  now: Date = new Date(),
): boolean {
  return (
    (KYC_RESUBMITTABLE_STATUSES as readonly TKycStatus[]).includes(row.status) ||
    isKycExpired(row, now)
  );
}

function link(row: KycVerificationRow, document: TKycDocument): TKycDocumentLink | null {
  const key = row[DOCUMENT_COLUMNS[document]];
  if (key === null) return null;
  return { url: `/api/kyc/${row.id}/documents/${document}`, contentType: mimeTypeOfKey(key) };
}

function requiredLink(row: KycVerificationRow, document: TKycDocument): TKycDocumentLink {
  const found = link(row, document);
  if (!found) throw new Error(`KYC ${row.id} has no ${document}`);
  return found;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The record as its owner and the admin see it: links to the files, never storage keys. */
export function toKycRecord(row: KycVerificationRow, now: Date = new Date()): TKycRecord {
  return {
    id: row.id,
    userId: row.userId,
    fullName: row.fullName,
    dateOfBirth: row.dateOfBirth,
    nationality: row.nationality,
    phoneNumber: row.phoneNumber,
    address: row.address,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    documentType: row.documentType,
    documentNumber: row.documentNumber,
    documentExpiryDate: row.documentExpiryDate,
    proofOfAddressType: row.proofOfAddressType,
    proofOfAddressDate: row.proofOfAddressDate,
    sourceOfFunds: row.sourceOfFunds,
    sourceOfFundsDetails: row.sourceOfFundsDetails,
    employmentStatus: row.employmentStatus,
    occupation: row.occupation,
    annualIncome: row.annualIncome,
    isPoliticallyExposed: row.isPoliticallyExposed,
    politicalExposureDetails: row.politicalExposureDetails,
    status: row.status,
    isExpired: isKycExpired(row, now),
    isVerified: isKycCurrent(row, now),
    canResubmit: mayResubmit(row, now),
    verificationLevel: row.verificationLevel,
    reviewNotes: row.reviewNotes,
    rejectionReason: row.rejectionReason,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: iso(row.reviewedAt),
    approvedAt: iso(row.approvedAt),
    expiresAt: iso(row.expiresAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    documents: {
      documentFront: requiredLink(row, 'documentFront'),
      documentBack: link(row, 'documentBack'),
      proofOfAddress: requiredLink(row, 'proofOfAddress'),
      selfie: requiredLink(row, 'selfie'),
    },
  };
}
