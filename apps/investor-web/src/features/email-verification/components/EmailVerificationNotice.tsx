import type { TUser } from '@coinvest/contract';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../paths';

/** An investor whose address is not proven yet; the admin and inspectors never are asked. */
export function needsEmailVerification(user: TUser | null | undefined): boolean {
  return user?.role === 'user' && !user.emailVerified;
}

/** What the notice explains: the account in general, or the one action it stands in for. */
export type EmailVerificationReason = 'account' | 'invest' | 'dataRights';

/**
 * Says the address must be verified before investing, the data export and deleting the
 * account, and leads to the code's page.
 */
export function EmailVerificationNotice({ reason }: { reason: EmailVerificationReason }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      icon={<IconMailExclamation size={20} aria-hidden />}
      title={t('emailVerification.notice.title')}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t(`emailVerification.notice.${reason}`)}</Text>
        <Button component={Link} to={paths.verifyEmail} size="sm">
          {t('emailVerification.notice.action')}
        </Button>
      </Stack>
    </Alert>
  );
}
