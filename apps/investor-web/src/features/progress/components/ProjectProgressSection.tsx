import type { TProjectProgress, TProjectSchedule } from '@coinvest/contract';
import { formatDate, lazyWidget } from '@coinvest/ui';
import { Box, Card, Stack, Text, Timeline, Title, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useProjectSchedule } from '../api/get-project-schedule';
import { PLAN_CHART_HEIGHT, type PlanPoint } from './plan-chart';
import { ProgressBadges } from './ProgressBadges';

// recharts is most of a project page's code and the chart is far below its top: the lines
// arrive after the page, into a box of their height (the figure's text is there at once).
const PlanLineChart = lazyWidget(
  () => import('./PlanLineChart').then((module) => module.PlanLineChart),
  () => <Box h={PLAN_CHART_HEIGHT} />,
);

/** A date-only value is a calendar day, the same wherever the reader is. */
const DAY = { dateStyle: 'medium', timeZone: 'UTC' } as const;

function usePercent() {
  const { i18n } = useTranslation();
  return (value: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(
      value / 100,
    );
}

/** The class's reason in words, its dates and percents formatted for the reader. */
function Reason({ progress }: { progress: TProjectProgress }) {
  const { t, i18n } = useTranslation();
  const percent = usePercent();
  const { key, values } = progress.reason;
  const text = (() => {
    switch (key) {
      case 'milestoneLate':
        return t('progress.reasons.milestoneLate', {
          milestone: String(values.milestone ?? ''),
          count: Number(values.daysLate ?? 0),
        });
      case 'belowPlan':
        return t('progress.reasons.belowPlan', {
          verified: percent(Number(values.verifiedPercent ?? 0)),
          planned: percent(Number(values.plannedPercent ?? 0)),
        });
      case 'noVerifiedProgress':
        return t('progress.reasons.noVerifiedProgress', {
          count: Number(values.days ?? 0),
          since: formatDate(String(values.since ?? ''), i18n.language, DAY),
        });
      default:
        return t(`progress.reasons.${key}`);
    }
  })();
  return <Text>{text}</Text>;
}

/** Planned percent at each milestone date against verified percent at each review date. */
function PlanChart({ schedule }: { schedule: TProjectSchedule }) {
  const { t, i18n } = useTranslation();
  const percent = usePercent();
  const byDate = new Map<string, PlanPoint>();
  for (const milestone of schedule.milestones) {
    const point = byDate.get(milestone.plannedDate) ?? { date: milestone.plannedDate };
    point.planned = Math.max(point.planned ?? 0, milestone.plannedPercent);
    byDate.set(milestone.plannedDate, point);
  }
  for (const verified of schedule.verifiedProgress) {
    const point = byDate.get(verified.verifiedOn) ?? { date: verified.verifiedOn };
    point.verified = Math.max(point.verified ?? 0, verified.percent);
    byDate.set(verified.verifiedOn, point);
  }
  const data = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  const day = (value: string) => formatDate(value, i18n.language, DAY);
  const label = t('progress.chartLabel');
  return (
    <figure style={{ margin: 0 }} role="figure" aria-label={label}>
      <Text component="figcaption" fw={600} size="sm" mb="xs">
        {label}
      </Text>
      <div aria-hidden>
        <PlanLineChart
          data={data}
          day={day}
          percent={percent}
          plannedLabel={t('progress.planned')}
          verifiedLabel={t('progress.verified')}
        />
      </div>
      <VisuallyHidden>
        <ul>
          {data.map((point) => (
            <li key={point.date}>
              {day(point.date)}:{' '}
              {[
                point.planned !== undefined && `${t('progress.planned')} ${percent(point.planned)}`,
                point.verified !== undefined &&
                  `${t('progress.verified')} ${percent(point.verified)}`,
              ]
                .filter(Boolean)
                .join(', ')}
            </li>
          ))}
        </ul>
      </VisuallyHidden>
    </figure>
  );
}

/**
 * The project page's 'Progress against the plan': the delay class with its reason, plan
 * against inspector-verified progress as a chart, and the milestones with planned and
 * reached dates (docs/product-rules.md, Delay classes and silence).
 */
export function ProjectProgressSection({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation();
  const percent = usePercent();
  const schedule = useProjectSchedule(projectId);
  if (schedule.isPending) return null;
  if (schedule.isError) return <Text c="red">{t('progress.loadFailed')}</Text>;
  const { progress, milestones } = schedule.data;
  const day = (value: string) => formatDate(value, i18n.language, DAY);

  return (
    <Card component="section" aria-labelledby="project-progress-title" withBorder>
      <Stack gap="md">
        <Title order={2} size="h3" id="project-progress-title">
          {t('progress.title')}
        </Title>
        <ProgressBadges progress={progress} />
        <Reason progress={progress} />
        {progress.notReporting && (
          <Text c="red.8">
            {t('progress.notReportingHint', { count: progress.updateIntervalDays })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('progress.figures', {
            planned: percent(progress.plannedPercentToday),
            verified: percent(progress.verifiedPercent),
          })}
        </Text>
        {milestones.length === 0 ? (
          <Text c="dimmed">{t('progress.noMilestones')}</Text>
        ) : (
          <>
            <PlanChart schedule={schedule.data} />
            <Title order={3} size="h4">
              {t('progress.milestonesTitle')}
            </Title>
            <Timeline
              active={milestones.filter((m) => m.reachedOn !== null).length - 1}
              bulletSize={22}
              aria-label={t('progress.milestonesTitle')}
            >
              {milestones.map((milestone) => (
                <Timeline.Item
                  key={milestone.id}
                  title={milestone.name}
                  bullet={
                    milestone.reachedOn ? (
                      <IconCircleCheck size={14} aria-hidden />
                    ) : (
                      <IconClock size={14} aria-hidden />
                    )
                  }
                >
                  <Text size="sm">
                    {t('progress.plannedOn', {
                      date: day(milestone.plannedDate),
                      percent: percent(milestone.plannedPercent),
                    })}
                  </Text>
                  <Text size="sm" c={milestone.reachedOn ? 'teal.8' : 'dimmed'}>
                    {milestone.reachedOn
                      ? t('progress.reachedOn', { date: day(milestone.reachedOn) })
                      : t('progress.notReached')}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          </>
        )}
      </Stack>
    </Card>
  );
}
