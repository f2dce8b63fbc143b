import type { TDashboardInvestment, TDashboardInvestmentList } from '@coinvest/contract';
import { formatMoney } from '@coinvest/ui';
import {
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '../../../lib/currency';
import { paths, projectPath } from '../../../paths';
import { EscrowLine } from '../../escrow';
import { PaymentInstructionsCard } from '../../payments';
import { INVESTMENT_STATUS_COLORS } from '../lib/investment-display';

/** Awaiting payment: the payments feature's card (amount, reference, deadline and time left). */
function PaymentDue({ investment, now }: { investment: TDashboardInvestment; now: Date }) {
  if (!investment.paymentDeadline) return null;
  return (
    <PaymentInstructionsCard
      investment={{
        id: investment.id,
        amount: investment.amount,
        paymentReference: investment.paymentReference,
        paymentDeadline: investment.paymentDeadline,
      }}
      now={now}
    />
  );
}

function InvestmentCard({ investment, now }: { investment: TDashboardInvestment; now: Date }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper component="li" withBorder radius="md" p="md" style={{ listStyle: 'none' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3} size="h4">
              {investment.project.title}
            </Title>
            <Text size="sm" c="dimmed">
              {investment.project.location} ·{' '}
              {t('dashboard.portfolio.unit', { unit: investment.unit.unitNumber })}
            </Text>
          </div>
          <Group gap="xs">
            {investment.profitShare !== null && (
              <Badge color="gray" variant="light">
                {t('dashboard.portfolio.sold')}
              </Badge>
            )}
            <Badge color={INVESTMENT_STATUS_COLORS[investment.status]} variant="light">
              {t(`dashboard.portfolio.status.${investment.status}`)}
            </Badge>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} component="dl" m={0}>
          <div>
            <Text component="dt" size="sm" c="dimmed">
              {t('dashboard.portfolio.amount')}
            </Text>
            <Text component="dd" m={0} fw={600}>
              <Money amount={investment.amount} currency="USD" />
            </Text>
          </div>
          <div>
            <Text component="dt" size="sm" c="dimmed">
              {t('dashboard.portfolio.ownership')}
            </Text>
            <Text component="dd" m={0} fw={600}>
              {t('dashboard.portfolio.ownershipValue', { value: investment.ownershipPercentage })}
            </Text>
          </div>
          <div>
            <Text component="dt" size="sm" c="dimmed">
              {t('dashboard.portfolio.currentValue')}
            </Text>
            <Text component="dd" m={0} fw={600}>
              <Money amount={investment.currentValue} currency="USD" />
            </Text>
          </div>
        </SimpleGrid>
        <PaymentDue investment={investment} now={now} />
        {investment.profitShare !== null && (
          <Text size="sm" fw={600}>
            {t('dashboard.portfolio.profitShare')}:{' '}
            <Money amount={investment.profitShare} currency="USD" />
          </Text>
        )}
        {investment.progressPercentage === null ? (
          <Text size="sm" c="dimmed">
            {t('dashboard.portfolio.noProgress')}
          </Text>
        ) : (
          <Stack gap={4}>
            <Text size="sm">
              {t('dashboard.portfolio.progress')}: {investment.progressPercentage}%
            </Text>
            <Progress
              value={investment.progressPercentage}
              aria-label={t('dashboard.portfolio.progress')}
            />
          </Stack>
        )}
        {investment.ghs && (
          <Text size="sm" c="dimmed">
            {t('dashboard.portfolio.ghs', {
              atInvestmentRate: formatMoney(investment.ghs.atInvestmentRates, 'GHS', i18n.language),
              atTodaysRate: formatMoney(investment.ghs.atTodaysRate, 'GHS', i18n.language),
            })}
          </Text>
        )}
        {/* Confirmed money is in the project's escrow until a release takes it to the developer. */}
        {investment.status === 'confirmed' && <EscrowLine projectId={investment.project.id} />}
        <Anchor component={Link} to={projectPath(investment.project.id)} size="sm">
          {t('dashboard.portfolio.viewProject')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** Every investment with its status and next step; none yet leads to the projects. */
export function PortfolioList({
  pages,
  more,
  now = new Date(),
}: {
  /** The pages of GET /api/dashboard/investments loaded so far, newest first. */
  pages: TDashboardInvestmentList[];
  /** How to load the next page; null once every page is shown. */
  more: { loading: boolean; show: () => void } | null;
  /** The moment the days left are counted from (tests fix it). */
  now?: Date;
}) {
  const { t } = useTranslation();
  const investments = pages.flatMap((page) => page.items);
  // The newest page's count, and only for a portfolio longer than one page.
  const total = pages.at(-1)?.total ?? investments.length;
  const paged = pages.length > 1 || more !== null;
  return (
    <Stack gap="md" component="section" aria-labelledby="dashboard-portfolio">
      <Title order={2} id="dashboard-portfolio">
        {t('dashboard.portfolio.heading')}
      </Title>
      {investments.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Stack align="flex-start">
            <Text>{t('dashboard.portfolio.empty')}</Text>
            <Button component={Link} to={paths.projects}>
              {t('dashboard.portfolio.browse')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Stack component="ul" gap="md" p={0} m={0}>
          {investments.map((investment) => (
            <InvestmentCard key={investment.id} investment={investment} now={now} />
          ))}
        </Stack>
      )}
      {/* A status, so a screen reader hears how many are shown once 'Show more' has loaded. */}
      {paged ? (
        <Text role="status" aria-live="polite" size="sm" c="dimmed">
          {t('portfolioPages.shown', { shown: investments.length, count: total })}
        </Text>
      ) : null}
      {more ? (
        <Center>
          <Button variant="light" loading={more.loading} onClick={more.show}>
            {t('portfolioPages.showMore')}
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
