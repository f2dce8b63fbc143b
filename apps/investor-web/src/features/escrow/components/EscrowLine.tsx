import type { TEscrowBalance } from '@coinvest/contract';
import { formatDate, formatMoney } from '@coinvest/ui';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProjectEscrow } from '../api/get-project-escrow';
import { releaseDate, trancheName } from './escrow-display';

/**
 * A project's escrow in two lines, for an investment's card: what it holds and has released in
 * each currency, and the latest release. Nothing while it loads or if it cannot: the card's own
 * facts come first.
 */
export function EscrowLine({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation();
  const escrow = useProjectEscrow(projectId);
  if (!escrow.isSuccess) return null;
  const { balances, releases } = escrow.data;
  const sum = (pick: (balance: TEscrowBalance) => string) =>
    balances
      .map((balance) => formatMoney(pick(balance), balance.currency, i18n.language))
      .join(' + ');
  // Newest first.
  const latest = releases[0];
  return (
    <Stack gap={2} role="group" aria-label={t('escrow.title')}>
      <Text size="sm">
        {balances.length === 0
          ? t('escrow.line.empty')
          : t('escrow.line.balances', {
              held: sum((balance) => balance.held),
              released: sum((balance) => balance.released),
            })}
      </Text>
      <Text size="sm" c="dimmed">
        {latest
          ? t('escrow.line.latest', {
              amount: formatMoney(latest.amount, latest.currency, i18n.language),
              tranche: trancheName(t, latest.milestoneName),
              date: formatDate(releaseDate(latest), i18n.language),
            })
          : t('escrow.line.noRelease')}
      </Text>
    </Stack>
  );
}
