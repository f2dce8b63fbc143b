import type { TInvestmentMilestone } from '@coinvest/contract';
import { Decimal } from '@coinvest/contract/decimal';
import { Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/currency';
import classes from './GrowthChart.module.css';

interface GrowthChartProps {
  /** The calculator's milestones, month 0 first. */
  milestones: TInvestmentMilestone[];
  /** The amount invested, in US dollars; the rest of each bar is the return. */
  initial: string;
}

/**
 * A bar for each milestone, the investment below and the return above, to scale. Screen
 * readers get the same figures as a list; the bars themselves are decoration.
 */
export function GrowthChart({ milestones, initial }: GrowthChartProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const highest = Decimal.max(...milestones.map((milestone) => milestone.value), 1);
  const share = (value: string | Decimal) => new Decimal(value).div(highest).times(100).toNumber();
  const monthLabel = (months: number) =>
    months === 0 ? t('calculator.chart.start') : t('calculator.chart.monthShort', { months });

  return (
    <figure style={{ margin: 0 }} aria-labelledby="growth-chart-title">
      <Group justify="space-between" mb="xs">
        <Text component="figcaption" id="growth-chart-title" fw={600} size="sm">
          {t('calculator.chart.title')}
        </Text>
        <Group gap="sm" aria-hidden>
          <Group gap={4}>
            <span
              className={classes.swatch}
              style={{ background: 'var(--mantine-color-teal-7)' }}
            />
            <Text size="xs">{t('calculator.chart.legendInitial')}</Text>
          </Group>
          <Group gap={4}>
            <span
              className={classes.swatch}
              style={{ background: 'var(--mantine-color-gold-5)' }}
            />
            <Text size="xs">{t('calculator.chart.legendReturn')}</Text>
          </Group>
        </Group>
      </Group>
      <ol className={classes.chart}>
        {milestones.map(({ months, value }) => {
          const text = t('calculator.chart.point', {
            months,
            value: formatMoney(value, 'USD'),
          });
          // The return's part of this bar, the rest being the amount invested.
          const returnPart = new Decimal(value).minus(initial).div(value).times(100).toNumber();
          return (
            <li key={months} className={classes.point}>
              <VisuallyHidden>{text}</VisuallyHidden>
              <Tooltip label={text} withArrow events={{ hover: true, focus: false, touch: true }}>
                <div className={classes.bar} style={{ height: `${share(value)}%` }} aria-hidden>
                  <div className={classes.return} style={{ height: `${returnPart}%` }} />
                  <div className={classes.initial} />
                </div>
              </Tooltip>
            </li>
          );
        })}
      </ol>
      <div className={classes.labels} aria-hidden>
        {milestones.map(({ months }) => (
          <span key={months} className={classes.label}>
            {monthLabel(months)}
          </span>
        ))}
      </div>
    </figure>
  );
}
