import type { TEscrowBalance, TEscrowRelease, TReleaseTranche } from '@coinvest/contract';
import { EscrowBalances, formatDate, formatMoney } from '@coinvest/ui';
import { Anchor, Badge, Card, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useProjectEscrow } from '../api/get-project-escrow';
import { releaseDate, trancheName } from './escrow-display';

function useShare() {
  const { i18n } = useTranslation();
  return (percent: string) =>
    new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(
      Number(percent) / 100,
    );
}

/** Per currency: what came in, what went to the developer and what is held now. */
function Balances({ balances }: { balances: TEscrowBalance[] }) {
  const { t } = useTranslation();
  if (balances.length === 0) return <Text c="dimmed">{t('escrow.empty')}</Text>;
  return <EscrowBalances balances={balances} label={t('escrow.balances.label')} />;
}

/** Each milestone's share of the escrow, whether an inspector signed it off, what went out. */
function ReleasePlan({ tranches }: { tranches: TReleaseTranche[] }) {
  const { t, i18n } = useTranslation();
  const share = useShare();
  return (
    <Stack gap="xs">
      <Title order={3} size="h4" id="escrow-plan-title">
        {t('escrow.plan.title')}
      </Title>
      {tranches.length === 0 ? (
        <Text c="dimmed">{t('escrow.plan.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table aria-labelledby="escrow-plan-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('escrow.plan.tranche')}</Table.Th>
                <Table.Th>{t('escrow.plan.share')}</Table.Th>
                <Table.Th>{t('escrow.plan.signOff')}</Table.Th>
                <Table.Th>{t('escrow.plan.released')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tranches.map((tranche) => (
                <Table.Tr key={tranche.milestoneId ?? 'opening'}>
                  <Table.Th scope="row" fw={500}>
                    {trancheName(t, tranche.milestoneName)}
                  </Table.Th>
                  <Table.Td>{share(tranche.sharePercent)}</Table.Td>
                  <Table.Td>
                    {tranche.milestoneId === null ? (
                      t('escrow.plan.atFundingClose')
                    ) : tranche.signedOff ? (
                      <Group gap={4} wrap="nowrap" c="teal.8">
                        <IconCircleCheck size={16} aria-hidden />
                        {t('escrow.plan.signedOff')}
                      </Group>
                    ) : (
                      <Group gap={4} wrap="nowrap" c="dimmed">
                        <IconClock size={16} aria-hidden />
                        {t('escrow.plan.notSignedOff')}
                      </Group>
                    )}
                  </Table.Td>
                  <Table.Td>{formatMoney(tranche.released, 'GHS', i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** One release: its tranche, amount and date, and the inspector's sign-off it rests on. */
function Release({ release }: { release: TEscrowRelease }) {
  const { t, i18n } = useTranslation();
  const date = formatDate(releaseDate(release), i18n.language);
  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }}>
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start">
          <Text fw={600}>{trancheName(t, release.milestoneName)}</Text>
          <Text fw={600}>{formatMoney(release.amount, release.currency, i18n.language)}</Text>
        </Group>
        <Group gap="xs">
          <Badge color={release.status === 'paid' ? 'green' : 'blue'} variant="light">
            {release.status === 'paid' ? t('escrow.releases.paid') : t('escrow.releases.onItsWay')}
          </Badge>
          <Text size="sm" c="dimmed" component="time" dateTime={releaseDate(release)}>
            {date}
          </Text>
        </Group>
        <Text size="sm">{release.reason}</Text>
        {release.signOff ? (
          <Group gap="xs" wrap="wrap">
            <Text size="sm">
              {t('escrow.releases.signedOffBy', {
                inspector: release.signOff.inspectorName,
                date: formatDate(release.signOff.signedOffAt, i18n.language),
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('escrow.releases.evidence', { number: release.signOff.evidenceCount })}
            </Text>
            <Anchor href={`#update-${release.signOff.updateId}`} size="sm">
              {t('escrow.releases.seeUpdate')}
            </Anchor>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('escrow.releases.atFundingClose')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The project page's 'Escrow': what the escrow holds in each currency, the release plan, and
 * each release to the developer with the inspector's sign-off it rests on (docs/product-rules.md).
 */
export function ProjectEscrowSection({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const escrow = useProjectEscrow(projectId);
  if (escrow.isPending) return null;
  if (escrow.isError) return <Text c="red">{t('escrow.loadFailed')}</Text>;
  const { balances, tranches, releases } = escrow.data;
  return (
    <Card component="section" aria-labelledby="project-escrow-title" withBorder>
      <Stack gap="md">
        <Title order={2} size="h3" id="project-escrow-title">
          {t('escrow.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('escrow.intro')}
        </Text>
        <Balances balances={balances} />
        <ReleasePlan tranches={tranches} />
        <Stack gap="xs">
          <Title order={3} size="h4" id="escrow-releases-title">
            {t('escrow.releases.title')}
          </Title>
          {releases.length === 0 ? (
            <Text c="dimmed">{t('escrow.releases.none')}</Text>
          ) : (
            <Stack component="ul" gap="xs" p={0} m={0} aria-labelledby="escrow-releases-title">
              {releases.map((release) => (
                <Release key={release.id} release={release} />
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
