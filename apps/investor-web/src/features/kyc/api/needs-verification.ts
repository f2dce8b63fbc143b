import type { TUser } from '@coinvest/contract';
import { useKyc } from './get-kyc';

/**
 * Whether the navigation links the KYC centre for this user: while their identity is not
 * verified (not started, pending, rejected, more information asked, expired); never for the
 * admin, who works on the admin site. False until the status is known, so no link flickers.
 */
export function useNeedsIdentityVerification(user: TUser | null): boolean {
  const investor = user !== null && user.role !== 'admin';
  const kyc = useKyc(user?.id ?? 0, { enabled: investor });
  return investor && kyc.isSuccess && !kyc.data?.isVerified;
}
