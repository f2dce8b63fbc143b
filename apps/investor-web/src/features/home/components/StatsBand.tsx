import { Container, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../lib/currency';
import classes from './StatsBand.module.css';

/**
 * The fixed track-record figures. The two amounts are cedis
 * (docs/adr/0087-money-formatting-currency-and-flags.md), shown in the reader's currency as round
 * figures: the total in the short form ('GH₵24M+').
 */
export function StatsBand() {
  const { t } = useTranslation();
  const stats: { value: ReactNode; label: string }[] = [
    {
      value: (
        <>
          <Money amount="24000000" currency="GHS" precision="compact" />+
        </>
      ),
      label: t('home.stats.invested'),
    },
    { value: '45+', label: t('home.stats.completedProjects') },
    { value: '15+', label: t('home.stats.locations') },
    { value: '92%', label: t('home.stats.successRate') },
    { value: '500+', label: t('home.stats.investors') },
    {
      value: <Money amount="45000.00" currency="GHS" precision="whole" />,
      label: t('home.stats.averageProfit'),
    },
  ];

  return (
    <section
      aria-label={t('home.stats.label')}
      style={{ background: 'var(--mantine-color-teal-0)' }}
    >
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="lg" component="dl" m={0}>
          {stats.map(({ value, label }) => (
            <div key={label} className={classes.item}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <dd className={classes.value}>{value}</dd>
            </div>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
