import { EMAIL_TEXTS, INSPECTOR_INVITATION_TTL_DAYS } from '@coinvest/contract';
import type { EmailContent } from '../email/email-layout';

/**
 * The invitation: the code sets the first password on the investor site's reset page (opened
 * at its code step for this address); inspectors then work on the admin site.
 */
export function inspectorInvitationEmail({
  to,
  firstName,
  code,
  investorUrl,
  adminUrl,
  supportEmail,
}: {
  to: string;
  firstName: string;
  code: string;
  investorUrl: string;
  adminUrl: string;
  supportEmail: string;
}): EmailContent {
  return {
    to,
    // A new account has no saved language yet: English, as the admin site is.
    ...EMAIL_TEXTS.inspectorInvitation({
      firstName,
      code,
      setPasswordUrl: `${investorUrl}/forgot-password?email=${encodeURIComponent(to)}`,
      signInUrl: `${adminUrl}/signin`,
      ttlDays: INSPECTOR_INVITATION_TTL_DAYS,
      supportEmail,
    }),
  };
}
