import { EMAIL_TEXTS, RESET_CODE_TTL_MINUTES } from '@coinvest/contract';
import type { EmailMessage } from '../email/email.service';

export function passwordResetEmail({
  to,
  ...values
}: {
  to: string;
  firstName: string;
  code: string;
  resetUrl: string;
  supportEmail: string;
}): EmailMessage {
  return { to, ...EMAIL_TEXTS.passwordReset({ ...values, ttlMinutes: RESET_CODE_TTL_MINUTES }) };
}
