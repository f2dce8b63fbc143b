import { RESET_CODE_TTL_MINUTES } from '@coinvest/contract';
import type { EmailMessage } from '../email/email.service';

export function passwordResetEmail({
  to,
  firstName,
  code,
  resetUrl,
  supportEmail,
}: {
  to: string;
  firstName: string;
  code: string;
  resetUrl: string;
  supportEmail: string;
}): EmailMessage {
  const text = [
    `Hello ${firstName},`,
    '',
    `Your password reset code is: ${code}`,
    '',
    `Enter it on ${resetUrl} within ${RESET_CODE_TTL_MINUTES} minutes. It works once.`,
    'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
    '',
    `Questions? Write to ${supportEmail}.`,
    '',
    'CoInvest Accra',
  ].join('\n');
  return { to, subject: 'Your password reset code', text };
}
