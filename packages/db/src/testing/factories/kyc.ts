import type { Kysely, Transaction } from 'kysely';
import type { DB, KycVerificationRow, NewKycVerification } from '../../schema';
import { createUser } from './users';

type Db = Kysely<DB> | Transaction<DB>;

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * A complete KYC submission, pending by default. With status 'approved' it is approved now
 * and expires in a year, as an admin approval would leave it.
 */
export async function createKycVerification(
  db: Db,
  overrides: Partial<NewKycVerification> = {},
): Promise<KycVerificationRow> {
  const userId = overrides.userId ?? (await createUser(db)).id;
  const approved =
    overrides.status === 'approved'
      ? {
          reviewedAt: new Date(),
          approvedAt: new Date(),
          expiresAt: new Date(Date.now() + YEAR_MS),
        }
      : {};
  return db
    .insertInto('kycVerifications')
    .values({
      fullName: 'Kwame Mensah',
      dateOfBirth: '1988-04-17',
      nationality: 'gh',
      phoneNumber: '+233244123456',
      address: '14 Boundary Road, East Legon',
      city: 'Accra',
      postalCode: 'GA-184',
      country: 'ghana',
      documentType: 'passport',
      documentNumber: 'G1234567',
      documentExpiryDate: '2031-06-30',
      documentFrontUrl: `kyc/${userId}/document-front.jpg`,
      proofOfAddressType: 'utility_bill',
      proofOfAddressUrl: `kyc/${userId}/proof-of-address.pdf`,
      proofOfAddressDate: '2026-10-02',
      selfieUrl: `kyc/${userId}/selfie.jpg`,
      sourceOfFunds: 'employment',
      employmentStatus: 'employed',
      occupation: 'Civil engineer',
      ...approved,
      ...overrides,
      userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
