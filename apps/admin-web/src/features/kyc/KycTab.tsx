import { formatDate } from '@coinvest/ui';
import {
  Badge,
  Grid,
  Group,
  Loader,
  NavLink,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePendingKyc } from './api/get-pending-kyc';
import { KycReviewPanel } from './KycReviewPanel';
import { LoadFailed } from '../../components/LoadFailed';

/** KYC Management: the queue of pending and under_review verifications and a review panel. */
export function KycTab() {
  const { t, i18n } = useTranslation();
  const pending = usePendingKyc();
  const [selectedId, setSelectedId] = useState<number | null>(null);

  if (pending.isPending) return <Loader aria-label={t('kyc.title')} />;
  if (pending.isError) {
    return <LoadFailed title={t('kyc.loadFailed')} onRetry={() => pending.refetch()} />;
  }

  const items = pending.data;
  // After a decision the item leaves the queue; the first one left is reviewed next.
  const selected = items.find((item) => item.id === selectedId) ?? items[0];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('kyc.title')}
        </Title>
        <Badge variant="light">{t('kyc.pendingCount', { count: items.length })}</Badge>
      </Group>
      {!selected ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs">
            <ThemeIcon size={48} radius="xl" color="teal" variant="light" aria-hidden>
              <IconCircleCheck size={28} />
            </ThemeIcon>
            <Title order={3} size="h4">
              {t('kyc.emptyTitle')}
            </Title>
            <Text c="dimmed">{t('kyc.emptyMessage')}</Text>
          </Stack>
        </Paper>
      ) : (
        <Grid>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder radius="lg" p="xs" component="nav" aria-label={t('kyc.queue')}>
              {items.map((item) => (
                <NavLink
                  key={item.id}
                  component="button"
                  active={item.id === selected.id}
                  label={`${item.fullName} (${item.username})`}
                  description={`${item.email} · ${formatDate(item.submittedAt, i18n.language)}`}
                  onClick={() => setSelectedId(item.id)}
                />
              ))}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <KycReviewPanel key={selected.id} item={selected} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
