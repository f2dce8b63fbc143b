import type { TUser } from '@coinvest/contract';
import { Badge, Box, Container } from '@mantine/core';
import { Brand } from '@coinvest/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SecondFactorBanner } from '../auth';
import classes from './AdminPanel.module.css';
import { PanelHeader } from './PanelHeader';
import { PanelTabs } from './PanelTabs';
import { SummaryCards } from './SummaryCards';

/** The admin's panel: who is signed in, the summary cards, then the sections. */
export function AdminPanel({ user }: { user: TUser }) {
  const { t } = useTranslation();
  // Each visit of the panel (the Dashboard button's included) starts at its first section.
  const visit = useLocation().key;
  return (
    <>
      <Box component="header" className={classes.topbar}>
        <Container size="xl" className={classes.topbarInner}>
          <Brand inverted />
          <Badge color="gold.4" c="navy.9" variant="filled">
            {t('common.adminBadge')}
          </Badge>
        </Container>
      </Box>
      <main id="main-content">
        <Box className={classes.header}>
          <Container size="xl">
            <PanelHeader user={user} />
          </Container>
        </Box>
        <Container size="xl" className={classes.tabs}>
          <SecondFactorBanner />
          <SummaryCards />
          <PanelTabs key={visit} />
        </Container>
      </main>
    </>
  );
}
