import type { TKycRecord } from '@coinvest/contract';
import { formatDate } from '@coinvest/ui';
import { Alert, Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface KycStatusCardProps {
  record: TKycRecord | null;
  onStart: () => void;
}

const badgeColors = {
  none: 'gray',
  pending: 'yellow',
  under_review: 'blue',
  approved: 'teal',
  rejected: 'red',
  requires_additional_info: 'orange',
  expired: 'red',
} as const;

/** The user's verification: its status, the status's message, feedback, and what to do next. */
export function KycStatusCard({ record, onStart }: KycStatusCardProps) {
  const { t, i18n } = useTranslation();
  const status = record?.status ?? 'none';
  const badge = record?.isExpired ? 'expired' : status;
  const canSubmit = !record || record.canResubmit;

  return (
    <Paper withBorder radius="lg" p="xl" component="section" aria-labelledby="kyc-status-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="kyc-status-title">
          {t('kyc.status.title')}
        </Title>
        <Badge color={badgeColors[badge]} size="lg" variant="light">
          {t(`kyc.status.labels.${badge}`)}
        </Badge>
        {record?.isExpired ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
            {t('kyc.status.expiredAlert')}
          </Alert>
        ) : (
          <Text>{t(`kyc.status.messages.${status}`)}</Text>
        )}
        {record?.rejectionReason && (
          <Text>
            <Text span fw={600}>
              {t('kyc.status.reason')}:
            </Text>{' '}
            {record.rejectionReason}
          </Text>
        )}
        {record?.reviewNotes && status !== 'approved' && (
          <Text size="sm" c="dimmed">
            {t('kyc.status.reviewNotes')}: {record.reviewNotes}
          </Text>
        )}
        {record && (
          <Text size="sm" c="dimmed">
            {t('kyc.status.submittedAt', { date: formatDate(record.submittedAt, i18n.language) })}
            {record.expiresAt && !record.isExpired
              ? ` · ${t('kyc.status.expiresAt', { date: formatDate(record.expiresAt, i18n.language) })}`
              : ''}
          </Text>
        )}
        {canSubmit && (
          <Button onClick={onStart} color="gold.5" c="navy.9" w="fit-content">
            {!record
              ? t('kyc.status.start')
              : record.isExpired
                ? t('kyc.status.renew')
                : t('kyc.status.resubmit')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
