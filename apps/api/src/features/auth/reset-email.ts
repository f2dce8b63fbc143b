import { EMAIL_TEXTS, RESET_CODE_TTL_MINUTES } from '@coinvest/contract';
import type { EmailContent } from '../email/email-layout';

/** In the account's saved language (English when none is saved). */
export function passwordResetEmail({
  to,
  language,
  ...values
}: {
  to: string;
  language: string | null;
  firstName: string;
  code: string;
  resetUrl: string;
  supportEmail: string;
}): EmailContent {
  return {
    to,
    ...EMAIL_TEXTS.passwordReset({ ...values, ttlMinutes: RESET_CODE_TTL_MINUTES }, language),
  };
}
