import { EMAIL_TEXTS, SECOND_FACTOR_UNLOCK_DAYS } from '@coinvest/contract';
import type { UserRow } from '@coinvest/db';
import type { Config } from '../../config';
import type { EmailContent } from '../email/email-layout';

/** The site the account signs in on: admins and inspectors have the admin site. */
export function siteUrl(config: Config, role: UserRow['role']): string {
  return role === 'user' ? config.web.investorUrl : config.web.adminUrl;
}

const commonValues = (config: Config, user: UserRow) => ({
  firstName: user.firstName,
  resetUrl: `${config.web.investorUrl}/forgot-password`,
  supportEmail: config.mail.supportEmail,
});

/** To the owner after the factor was turned on or off, in the account's saved language. */
export function secondFactorChangedEmail(
  config: Config,
  user: UserRow,
  change: 'enabled' | 'disabled',
): EmailContent {
  const text =
    change === 'enabled' ? EMAIL_TEXTS.secondFactorEnabled : EMAIL_TEXTS.secondFactorDisabled;
  return { to: user.email, ...text(commonValues(config, user), user.preferredLanguage) };
}

/** The link a locked factor is unlocked with. */
export function secondFactorUnlockUrl(config: Config, role: UserRow['role'], token: string) {
  return `${siteUrl(config, role)}/second-factor/unlock?token=${encodeURIComponent(token)}`;
}

/** To the owner once the factor locked: someone had the password; here is the way back in. */
export function secondFactorLockedEmail(
  config: Config,
  user: UserRow,
  unlockToken: string,
): EmailContent {
  return {
    to: user.email,
    ...EMAIL_TEXTS.secondFactorLocked(
      {
        ...commonValues(config, user),
        unlockUrl: secondFactorUnlockUrl(config, user.role, unlockToken),
        ttlDays: SECOND_FACTOR_UNLOCK_DAYS,
      },
      user.preferredLanguage,
    ),
  };
}
