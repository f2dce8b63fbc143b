import { Decimal } from '@coinvest/contract/decimal';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../lib/currency';

type SampleStatus = 'pre-construction' | 'in-progress' | 'completed';

/** Hard-coded figures on purpose: an illustration, not anyone's portfolio. US dollars. */
const SAMPLE_HOLDINGS: {
  key: 'eastLegon' | 'cantonments' | 'airport';
  status: SampleStatus;
  invested: string;
  value: string;
}[] = [
  { key: 'eastLegon', status: 'pre-construction', invested: '25000.00', value: '26250.00' },
  { key: 'cantonments', status: 'in-progress', invested: '40000.00', value: '45600.00' },
  { key: 'airport', status: 'completed', invested: '15000.00', value: '18300.00' },
];

const STATUS_COLORS: Record<SampleStatus, string> = {
  'pre-construction': 'yellow.5',
  'in-progress': 'teal.7',
  completed: 'green.8',
};

function sum(amounts: string[]): string {
  return amounts.reduce((total, amount) => total.plus(amount), new Decimal(0)).toFixed(2);
}

/** The home page's sample portfolio: three holdings at different stages, and their totals. */
export function PortfolioOverview() {
  const { t } = useTranslation();
  const invested = sum(SAMPLE_HOLDINGS.map((holding) => holding.invested));
  const value = sum(SAMPLE_HOLDINGS.map((holding) => holding.value));
  const totals = [
    ['totalInvested', invested],
    ['totalValue', value],
    ['totalReturn', new Decimal(value).minus(invested).toFixed(2)],
  ] as const;

  return (
    <Card padding="xl" shadow="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="dl" m={0} mb="lg">
        {totals.map(([key, amount]) => (
          <Stack key={key} gap={2}>
            <Text component="dt" size="sm" c="dimmed">
              {t(`home.portfolio.${key}`)}
            </Text>
            <Text
              component="dd"
              m={0}
              fw={800}
              size="xl"
              c={key === 'totalReturn' ? 'teal.8' : 'navy.9'}
            >
              <Money amount={amount} currency="USD" />
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {SAMPLE_HOLDINGS.map((holding) => (
          <Card key={holding.key} component="li" padding="md" radius="md" withBorder>
            <Group justify="space-between" gap="sm">
              <Stack gap={4}>
                <Title order={3} size="h5">
                  {t(`home.portfolio.projects.${holding.key}`)}
                </Title>
                <Badge color={STATUS_COLORS[holding.status]} autoContrast size="sm">
                  {t(`home.portfolio.statuses.${holding.status}`)}
                </Badge>
              </Stack>
              <Group gap="xl">
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {t('home.portfolio.invested')}
                  </Text>
                  <Text fw={600}>
                    <Money amount={holding.invested} currency="USD" />
                  </Text>
                </Stack>
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {t('home.portfolio.currentValue')}
                  </Text>
                  <Text fw={600} c="teal.8">
                    <Money amount={holding.value} currency="USD" />
                  </Text>
                </Stack>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
    </Card>
  );
}
