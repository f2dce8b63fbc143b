import { formatDate, formatMoney } from '@coinvest/ui';
import { Badge, Button, Card, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDecideInterest } from './api/decide-interest';
import { usePendingInterests } from './api/get-pending-interests';
import { FactList } from '../../components/FactList';
import { LoadFailed } from '../../components/LoadFailed';

/** The pending investment interests, each with Approve and Reject. */
export function InterestsTab() {
  const { t, i18n } = useTranslation();
  const interests = usePendingInterests();
  const decide = useDecideInterest();

  if (interests.isPending) return <Loader aria-label={t('interests.title')} />;
  if (interests.isError) {
    return <LoadFailed title={t('interests.loadFailed')} onRetry={() => interests.refetch()} />;
  }

  const pending = interests.data;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('interests.title')}
        </Title>
        <Badge variant="light">{t('interests.pendingCount', { count: pending.length })}</Badge>
      </Group>
      {pending.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Text c="dimmed" ta="center">
            {t('interests.empty')}
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {pending.map((interest) => {
            const titleId = `interest-${interest.id}-title`;
            const busy = decide.isPending && decide.variables.id === interest.id;
            const facts: [string, string][] = [
              [t('interests.investor'), `${interest.userName} (${interest.userEmail})`],
              [t('interests.contact'), interest.contactInfo ?? t('interests.notProvided')],
              [
                t('interests.amount'),
                formatMoney(interest.interestAmount, interest.currency, i18n.language),
              ],
              [
                t('interests.preference'),
                interest.contactPreference
                  ? t(`interests.preferences.${interest.contactPreference}`)
                  : t('interests.notProvided'),
              ],
              [t('interests.units'), String(interest.unitsRequested)],
              [t('interests.received'), formatDate(interest.createdAt, i18n.language)],
            ];
            return (
              <li key={interest.id}>
                <Card withBorder aria-labelledby={titleId}>
                  <Stack gap="sm">
                    <Group justify="space-between" align="flex-start">
                      <Title order={3} size="h5" id={titleId}>
                        {interest.unitNumber
                          ? `${interest.projectTitle} · ${interest.unitNumber}`
                          : interest.projectTitle}
                      </Title>
                      <Badge color="yellow">{interest.status}</Badge>
                    </Group>
                    <FactList facts={facts} cols={{ base: 1, sm: 3 }} />
                    {interest.message ? (
                      // A long word or link breaks inside the card instead of widening it.
                      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                        <Text span c="dimmed" size="xs">
                          {t('interests.message')}:{' '}
                        </Text>
                        {interest.message}
                      </Text>
                    ) : null}
                    <Group gap="sm">
                      <Button
                        color="teal"
                        loading={busy && decide.variables.decision === 'approve'}
                        disabled={busy}
                        onClick={() => decide.mutate({ id: interest.id, decision: 'approve' })}
                      >
                        {t('interests.approve')}
                      </Button>
                      <Button
                        color="red"
                        variant="light"
                        loading={busy && decide.variables.decision === 'reject'}
                        disabled={busy}
                        onClick={() => decide.mutate({ id: interest.id, decision: 'reject' })}
                      >
                        {t('interests.reject')}
                      </Button>
                    </Group>
                  </Stack>
                </Card>
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
