/** The e-mail verification's public surface: the notice other features show in its place. */
export {
  EmailVerificationNotice,
  needsEmailVerification,
  type EmailVerificationReason,
} from './components/EmailVerificationNotice';
