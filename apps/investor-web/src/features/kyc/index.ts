/** The kyc feature's public surface: its page, and the one KYC read (the investment gate's). */
export { KycVerificationPage } from './pages/KycVerificationPage';
export { useKyc } from './api/get-kyc';
