import type { TDashboardActivity, TDashboardKyc } from '@coinvest/contract';
import { formatDate, formatRelativeTime } from '@coinvest/ui';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, projectPath } from '../../../paths';

const INTEREST_COLORS = { pending: 'yellow', approved: 'green', rejected: 'gray' } as const;

/** The identity check's state and the one thing to do next: verify, wait, resubmit, renew. */
function KycCard({ kyc }: { kyc: TDashboardKyc | null }) {
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatDate(value, i18n.language);
  const action = (label: string) => (
    <Button component={Link} to={paths.kycVerification} size="sm">
      {label}
    </Button>
  );

  let body;
  if (!kyc) {
    body = (
      <>
        <Text>{t('dashboard.kyc.missing')}</Text>
        {action(t('dashboard.kyc.verify'))}
      </>
    );
  } else if (kyc.isExpired) {
    body = (
      <>
        <Text>
          {t('dashboard.kyc.expired', { date: kyc.expiresAt ? date(kyc.expiresAt) : '' })}
        </Text>
        {action(t('dashboard.kyc.renew'))}
      </>
    );
  } else if (kyc.isVerified) {
    body = (
      <Group gap="xs">
        <Badge color="green" variant="light">
          {t('dashboard.kyc.verified')}
        </Badge>
        {kyc.expiresAt && (
          <Text size="sm">{t('dashboard.kyc.validUntil', { date: date(kyc.expiresAt) })}</Text>
        )}
      </Group>
    );
  } else if (kyc.canResubmit) {
    body = (
      <>
        <Text>
          {kyc.status === 'requires_additional_info'
            ? t('dashboard.kyc.moreInformation')
            : t('dashboard.kyc.rejected')}
        </Text>
        {action(t('dashboard.kyc.resubmit'))}
      </>
    );
  } else {
    body = <Text>{t('dashboard.kyc.inReview')}</Text>;
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="dashboard-kyc">
      <Stack gap="sm" align="flex-start">
        <Title order={3} size="h4" id="dashboard-kyc">
          {t('dashboard.kyc.heading')}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}

/** KYC with its next step, the investor's interests and the newest notifications. */
export function ActivityPanel({ activity }: { activity: TDashboardActivity }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="md">
      <KycCard kyc={activity.kyc} />
      <Paper
        withBorder
        radius="md"
        p="md"
        component="section"
        aria-labelledby="dashboard-interests"
      >
        <Stack gap="sm">
          <Title order={3} size="h4" id="dashboard-interests">
            {t('dashboard.interests.heading')}
          </Title>
          {activity.interests.length === 0 ? (
            <Text c="dimmed">{t('dashboard.interests.empty')}</Text>
          ) : (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {activity.interests.map((interest) => (
                <Group component="li" key={interest.id} justify="space-between" wrap="nowrap">
                  <Anchor component={Link} to={projectPath(interest.project.id)} size="sm">
                    {interest.project.title}
                  </Anchor>
                  <Badge color={INTEREST_COLORS[interest.status]} variant="light">
                    {t(`dashboard.interests.status.${interest.status}`)}
                  </Badge>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
      <Paper
        withBorder
        radius="md"
        p="md"
        component="section"
        aria-labelledby="dashboard-notifications"
      >
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={3} size="h4" id="dashboard-notifications">
              {t('dashboard.notifications.heading')}
            </Title>
            {activity.unreadNotifications > 0 && (
              <Badge variant="filled">
                {t('dashboard.notifications.unread', { count: activity.unreadNotifications })}
              </Badge>
            )}
          </Group>
          {activity.notifications.length === 0 ? (
            <Text c="dimmed">{t('dashboard.notifications.empty')}</Text>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {activity.notifications.map((notification) => (
                <li key={notification.id}>
                  <Text size="sm" fw={notification.isRead ? 400 : 700}>
                    {notification.title}
                  </Text>
                  <Text size="sm">{notification.message}</Text>
                  <Text size="xs" c="dimmed">
                    {formatRelativeTime(notification.createdAt, t, new Date(), i18n.language)}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
