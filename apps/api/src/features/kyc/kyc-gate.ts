import type { KycVerificationRow } from '@coinvest/db';
import { ForbiddenError } from '../../lib/errors';
import type { Executor } from '../../lib/executor';
import type { AuthUser } from '../../lib/access/request-user';
import { findKycByUserId } from './kyc.repository';

/** The actions that need a verified identity (docs/product-rules.md, KYC gate). */
export type GuardedAction = 'invest' | 'withdraw' | 'large_transaction';

/**
 * Approved and not yet expired: the one definition of a verified identity. reserve_investment
 * (packages/db/src/migrations/20261128T2100Z-reserve-investment-refusal-code.ts) applies the same
 * rule in SQL; the reservation tests hold both.
 */
export function isKycCurrent(
  kyc: Pick<KycVerificationRow, 'status' | 'expiresAt'> | undefined,
  now: Date = new Date(),
): boolean {
  if (!kyc || kyc.status !== 'approved') return false;
  return kyc.expiresAt === null || kyc.expiresAt.getTime() > now.getTime();
}

/** Whether the caller may take a guarded action: the admin always, others with current KYC. */
export async function mayTakeGuardedAction(
  db: Executor,
  user: Pick<AuthUser, 'id' | 'role'>,
  now: Date = new Date(),
): Promise<boolean> {
  if (user.role === 'admin') return true;
  return isKycCurrent(await findKycByUserId(db, user.id), now);
}

/** The 403 a caller without a verified identity gets for a guarded action. */
export function kycRequired(action: GuardedAction): ForbiddenError {
  return new ForbiddenError(KYC_REQUIRED_MESSAGE, { errorCode: `kyc_required_${action}` });
}

export const KYC_REQUIRED_MESSAGE =
  'Identity verification is required to make investments and protect your funds.';
