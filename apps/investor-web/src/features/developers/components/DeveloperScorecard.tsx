import {
  DELAY_THRESHOLDS,
  LICENCE_EXPIRING_WITHIN_DAYS,
  ON_TIME_DELIVERY_GRACE_DAYS,
  type TDeveloperLicenceStatus,
  type TDeveloperScorecard,
} from '@coinvest/contract';
import { formatDate } from '@coinvest/ui';
import { Accordion, Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './DeveloperScorecard.module.css';

const STATUS_COLORS: Record<TDeveloperLicenceStatus, string> = {
  valid: 'teal',
  expiring: 'yellow',
  expired: 'red',
  missing: 'gray',
};

/** A percentage of the API ('66.67') in the reader's locale, whole: '67%'. */
function formatPercent(value: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    Number(value) / 100,
  );
}

/** Days with one decimal ('60.3') in the reader's words: '60.3 days'. */
function formatDays(value: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'day',
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(Number(value));
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fw={700}>
        {children}
      </Text>
    </div>
  );
}

/**
 * A developer's track record as the platform recorded it, its licences and how it is computed
 * (docs/product-rules.md, Developer scorecard).
 */
export function DeveloperScorecard({
  scorecard,
  headingOrder = 3,
}: {
  scorecard: TDeveloperScorecard;
  headingOrder?: 2 | 3;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const locale = i18n.language;
  const none = t('scorecard.none');

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={headingOrder} size="h5" id={headingId}>
        {t('scorecard.title')}
      </Title>
      {scorecard.hasExpiredLicence && (
        <Alert
          color="red"
          variant="light"
          title={t('scorecard.expiredWarningTitle')}
          icon={<IconAlertTriangle aria-hidden />}
        >
          {t('scorecard.expiredWarning')}
        </Alert>
      )}
      <dl className={classes.figures}>
        <Figure label={t('scorecard.delivered')}>{scorecard.projectsDelivered}</Figure>
        <Figure label={t('scorecard.onTime')}>
          {scorecard.onTimeRatio === null ? none : formatPercent(scorecard.onTimeRatio, locale)}
        </Figure>
        <Figure label={t('scorecard.averageDelay')}>
          {scorecard.averageDelayDays === null
            ? none
            : formatDays(scorecard.averageDelayDays, locale)}
        </Figure>
        <Figure label={t('scorecard.verifiedShare')}>
          {scorecard.verifiedShare === null ? (
            none
          ) : (
            <>
              {formatPercent(scorecard.verifiedShare, locale)}{' '}
              <Text span size="xs" c="dimmed" fw={400}>
                (
                {t('scorecard.verifiedCount', {
                  verified: scorecard.verifiedUpdates,
                  claimed: scorecard.claimedUpdates,
                })}
                )
              </Text>
            </>
          )}
        </Figure>
        <Figure label={t('scorecard.behind')}>{scorecard.projectsBehind}</Figure>
        <Figure label={t('scorecard.stalled')}>{scorecard.projectsStalled}</Figure>
      </dl>
      <Text size="xs" c="dimmed" id={`${headingId}-licences`}>
        {t('scorecard.licences')}
      </Text>
      <Stack
        gap={6}
        component="ul"
        aria-labelledby={`${headingId}-licences`}
        className={classes.licences}
      >
        {scorecard.licences.map((licence) => (
          <li key={licence.kind}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {t(`scorecard.kind.${licence.kind}`)}
              </Text>
              <Badge color={STATUS_COLORS[licence.status]} variant="light" tt="none">
                {t(`scorecard.status.${licence.status}`)}
              </Badge>
            </Group>
            {licence.number !== null && licence.expiresOn !== null && (
              <Text size="xs" c="dimmed">
                {t('scorecard.licenceDetails', {
                  number: licence.number,
                  date: formatDate(licence.expiresOn, locale, {
                    dateStyle: 'medium',
                    timeZone: 'UTC',
                  }),
                })}
              </Text>
            )}
          </li>
        ))}
      </Stack>
      <Accordion variant="contained" radius="md">
        <Accordion.Item value="how">
          <Accordion.Control>{t('scorecard.howTitle')}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap={6}>
              <Text size="sm">{t('scorecard.how.data')}</Text>
              <Text size="sm">{t('scorecard.how.delivered')}</Text>
              <Text size="sm">
                {t('scorecard.how.onTime', { days: ON_TIME_DELIVERY_GRACE_DAYS })}
              </Text>
              <Text size="sm">{t('scorecard.how.averageDelay')}</Text>
              <Text size="sm">{t('scorecard.how.verified')}</Text>
              <Text size="sm">
                {t('scorecard.how.behind', { days: DELAY_THRESHOLDS.stalledAfterDays })}
              </Text>
              <Text size="sm">
                {t('scorecard.how.licences', { days: LICENCE_EXPIRING_WITHIN_DAYS })}
              </Text>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
