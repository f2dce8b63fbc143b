/**
 * The kyc feature's public surface: its page, the one KYC read (the investment gate's) and
 * whether the navigation links the KYC centre.
 */
export { KycVerificationPage } from './pages/KycVerificationPage';
export { useKyc } from './api/get-kyc';
export { useNeedsIdentityVerification } from './api/needs-verification';
