import { FullPageLoader, useCurrentUser, UserLoadError } from '@coinvest/ui';
import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../paths';
import { EmailVerificationNotice, needsEmailVerification } from '../email-verification';
import { GoalsSection, useGoals } from '../goals';
import { PaymentsSection, useInvestorPayments } from '../payments';
import { StatementsSection, useSaleStatements } from '../statements';
import {
  useDashboardActivity,
  useDashboardCharts,
  useDashboardInvestments,
  useDashboardSummary,
} from './api/dashboard-queries';
import { ActivityPanel } from './components/ActivityPanel';
import { DashboardSection } from './components/DashboardSection';
import { PortfolioCharts } from './components/PortfolioCharts';
import { PortfolioList } from './components/PortfolioList';
import { SummaryCards } from './components/SummaryCards';

/**
 * The investor's dashboard, one component per section, each loading on its own: the summary,
 * then the portfolio and its charts beside KYC, interests and notifications. Further sections
 * (goals, statements, payments) are components of their own placed in these stacks.
 */
function InvestorDashboard() {
  const summary = useDashboardSummary();
  const investments = useDashboardInvestments();
  const charts = useDashboardCharts();
  const activity = useDashboardActivity();
  const goals = useGoals();
  const saleStatements = useSaleStatements();
  const payments = useInvestorPayments();

  return (
    <Stack gap="xl">
      <DashboardSection query={summary}>
        {(data) => <SummaryCards summary={data} />}
      </DashboardSection>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="xl">
            <DashboardSection query={investments}>
              {(data) => (
                <PortfolioList
                  pages={data.pages}
                  more={
                    investments.hasNextPage
                      ? {
                          loading: investments.isFetchingNextPage,
                          show: () => void investments.fetchNextPage(),
                        }
                      : null
                  }
                />
              )}
            </DashboardSection>
            <DashboardSection query={charts}>
              {(data) => <PortfolioCharts charts={data} />}
            </DashboardSection>
            <DashboardSection query={goals}>
              {(data) => <GoalsSection goals={data.items} />}
            </DashboardSection>
            <DashboardSection query={saleStatements}>
              {(data) => <StatementsSection statements={data.items} />}
            </DashboardSection>
            <DashboardSection query={payments}>
              {(data) => <PaymentsSection payments={data.items} />}
            </DashboardSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <DashboardSection query={activity}>
            {(data) => <ActivityPanel activity={data} />}
          </DashboardSection>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /dashboard: for signed-in users; a visitor is sent to sign in. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user, isLoading, error } = useCurrentUser();

  if (isLoading) return <FullPageLoader />;
  if (error) return <UserLoadError />;
  if (!user) return <Navigate to={paths.signIn} replace />;

  return (
    <Container size="xl" py={{ base: 'xl', md: 48 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('pages.dashboard.title')}</Title>
          <Text size="lg" fw={500}>
            {t('pages.dashboard.welcome', { firstName: user.firstName })}
          </Text>
          <Text c="dimmed">{t('pages.dashboard.intro')}</Text>
        </Stack>
        {needsEmailVerification(user) && <EmailVerificationNotice reason="account" />}
        <InvestorDashboard />
      </Stack>
    </Container>
  );
}
