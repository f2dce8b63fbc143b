import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { PLAN_CHART_HEIGHT, type PlanPoint } from './plan-chart';

/** The plan chart's lines: its own chunk, as recharts is most of a project page's code. */
export function PlanLineChart({
  data,
  day,
  percent,
  plannedLabel,
  verifiedLabel,
}: {
  data: PlanPoint[];
  day: (value: string) => string;
  percent: (value: number) => string;
  plannedLabel: string;
  verifiedLabel: string;
}) {
  return (
    <LineChart
      h={PLAN_CHART_HEIGHT}
      data={data}
      dataKey="date"
      connectNulls
      yAxisProps={{ domain: [0, 100] }}
      xAxisProps={{ tickFormatter: (value: string) => day(value) }}
      valueFormatter={(value) => percent(value)}
      withLegend
      series={[
        { name: 'planned', label: plannedLabel, color: 'gray.6' },
        { name: 'verified', label: verifiedLabel, color: 'teal.6' },
      ]}
    />
  );
}
