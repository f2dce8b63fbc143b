export { UpdateVerification, VerificationLabel } from './UpdateVerification';
