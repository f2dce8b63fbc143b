import '@mantine/charts/styles.css';
import type { TDashboardCharts } from '@coinvest/contract';
import { formatDate } from '@coinvest/ui';
import { AreaChart, DonutChart } from '@mantine/charts';
import {
  ColorSwatch,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/currency';

const COLORS = [
  'blue.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'yellow.6',
  'cyan.6',
  'pink.6',
  'lime.6',
];

const CUMULATIVE_COLOR = 'blue.6';

interface Entry {
  label: string;
  /** US dollars, as the API sends it. */
  amount: string;
}

/**
 * A donut inside ChartCard's aria-hidden drawing must not take keyboard focus (the list beside it
 * is what assistive technology reads): no accessibility layer, and the pie's wrapper out of the
 * tab order.
 */
const hiddenChart = {
  withTooltip: true,
  accessibilityLayer: false,
  pieProps: { rootTabIndex: -1 },
} as const;

/** A theme colour as CSS ('blue.6' is var(--mantine-color-blue-6)). */
function cssColor(themeColor: string): string {
  return `var(--mantine-color-${themeColor.replace('.', '-')})`;
}

/** A colour's key: a swatch and what it stands for. */
function LegendKey({ color, children }: { color: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ColorSwatch color={cssColor(color)} size={12} withShadow={false} aria-hidden />
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/**
 * A chart drawn for the eye, with its figures as a list. Given the slices' colours, the list is
 * the chart's visible legend (a swatch, the name and the amount of each slice); otherwise (a
 * line over time, named by its `series` key) only screen readers get it.
 */
function ChartCard({
  title,
  entries,
  colors,
  series,
  children,
}: {
  title: string;
  entries: Entry[];
  colors?: readonly string[];
  series?: { label: string; color: string };
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const list = (
    <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
      {entries.map((entry, index) => (
        <Group component="li" key={entry.label} gap="xs" wrap="nowrap">
          {colors ? (
            <ColorSwatch
              color={cssColor(colors[index % colors.length] as string)}
              size={12}
              withShadow={false}
              aria-hidden
            />
          ) : null}
          <Text size="sm">
            {t('dashboard.charts.entry', {
              label: entry.label,
              amount: money(entry.amount, 'USD'),
            })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
  return (
    <Paper withBorder radius="md" p="md" component="figure" m={0}>
      <Stack gap="sm">
        <Title order={3} size="h5" component="figcaption">
          {title}
        </Title>
        <div aria-hidden>{children}</div>
        {series ? <LegendKey color={series.color}>{series.label}</LegendKey> : null}
        {colors ? list : <VisuallyHidden>{list}</VisuallyHidden>}
      </Stack>
    </Paper>
  );
}

/** Allocation by project and by location, and the money invested month by month. */
export function PortfolioCharts({ charts }: { charts: TDashboardCharts }) {
  const { t, i18n } = useTranslation();
  const money = useFormatMoney();
  // Charts plot dollars; every label shows them converted, like any other amount.
  const format = (value: number) => money(value.toFixed(2), 'USD');
  const month = (value: string) =>
    formatDate(`${value}-01T00:00:00Z`, i18n.language, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });

  if (charts.byMonth.length === 0) {
    return <Text c="dimmed">{t('dashboard.charts.empty')}</Text>;
  }
  const donut = (entries: Entry[]) =>
    entries.map((entry, index) => ({
      name: entry.label,
      value: Number(entry.amount),
      color: COLORS[index % COLORS.length] as string,
    }));
  const byProject = charts.byProject.map((item) => ({ label: item.title, amount: item.amount }));
  const byLocation = charts.byLocation.map((item) => ({
    label: item.location,
    amount: item.amount,
  }));

  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      <ChartCard title={t('dashboard.charts.byProject')} entries={byProject} colors={COLORS}>
        <DonutChart data={donut(byProject)} valueFormatter={format} {...hiddenChart} mx="auto" />
      </ChartCard>
      <ChartCard title={t('dashboard.charts.byLocation')} entries={byLocation} colors={COLORS}>
        <DonutChart data={donut(byLocation)} valueFormatter={format} {...hiddenChart} mx="auto" />
      </ChartCard>
      <ChartCard
        title={t('dashboard.charts.overTime')}
        series={{ label: t('dashboard.charts.cumulative'), color: CUMULATIVE_COLOR }}
        entries={charts.byMonth.map((item) => ({
          label: month(item.month),
          amount: item.cumulative,
        }))}
      >
        <AreaChart
          h={200}
          dataKey="month"
          data={charts.byMonth.map((item) => ({
            month: month(item.month),
            cumulative: Number(item.cumulative),
          }))}
          series={[
            {
              name: 'cumulative',
              label: t('dashboard.charts.cumulative'),
              color: CUMULATIVE_COLOR,
            },
          ]}
          valueFormatter={format}
          curveType="linear"
          accessibilityLayer={false}
        />
      </ChartCard>
    </SimpleGrid>
  );
}
