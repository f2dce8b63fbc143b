export { KycVerificationPage } from './pages/KycVerificationPage';
