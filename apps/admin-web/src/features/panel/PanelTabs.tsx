import { Tabs } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBuildingCommunity,
  IconBuildingSkyscraper,
  IconBuildingBank,
  IconCash,
  IconExchange,
  IconHandFinger,
  IconHistory,
  IconId,
  IconLayoutGrid,
  IconScale,
  IconUserShield,
  type Icon,
} from '@tabler/icons-react';
import { useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditTab } from '../audit';
import { DevelopersTab } from '../developers';
import { FailedJobsTab } from '../failed-jobs';
import { InspectorsTab } from '../inspectors';
import { InterestsTab } from '../interests';
import { KycTab } from '../kyc';
import { LedgerTab } from '../ledger';
import { PaymentInstructionsTab } from '../payment-instructions';
import { PaymentsTab } from '../payments';
import { ProjectsTab } from '../projects';
import { RatesTab } from '../rates';
import { UnitsTab } from '../units';
import {
  PANEL_SECTIONS,
  PanelNavigationContext,
  type PanelNavigation,
  type PanelSection,
  type SelectedProject,
} from '../../lib/panel-navigation';

const icons: Record<PanelSection, Icon> = {
  projects: IconBuildingSkyscraper,
  developers: IconBuildingCommunity,
  interests: IconHandFinger,
  kyc: IconId,
  units: IconLayoutGrid,
  payments: IconCash,
  paymentInstructions: IconBuildingBank,
  ledger: IconScale,
  rates: IconExchange,
  inspectors: IconUserShield,
  failedJobs: IconAlertTriangle,
  audit: IconHistory,
};

/** Each section's content lives in its own feature folder. */
const panels: Record<PanelSection, ComponentType> = {
  projects: ProjectsTab,
  developers: DevelopersTab,
  interests: InterestsTab,
  kyc: KycTab,
  units: UnitsTab,
  payments: PaymentsTab,
  paymentInstructions: PaymentInstructionsTab,
  ledger: LedgerTab,
  rates: RatesTab,
  inspectors: InspectorsTab,
  failedJobs: FailedJobsTab,
  audit: AuditTab,
};

/**
 * The sections of the panel: the original five, then payments, payment instructions, the
 * ledger, exchange rates, the inspectors, failed background jobs and the audit trail.
 */
export function PanelTabs() {
  const { t } = useTranslation();
  const [section, setSection] = useState<PanelSection>('projects');
  const [selectedProject, setSelectedProject] = useState<SelectedProject | null>(null);
  const navigation = useMemo<PanelNavigation>(
    () => ({
      selectedProject,
      openSection: setSection,
      openUnits: (project) => {
        setSelectedProject(project);
        setSection('units');
      },
      forgetProject: (projectId) => {
        setSelectedProject((selected) => (selected?.id === projectId ? null : selected));
      },
    }),
    [selectedProject],
  );
  return (
    <PanelNavigationContext.Provider value={navigation}>
      <Tabs
        value={section}
        onChange={(value) => {
          if (isSection(value)) setSection(value);
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('panel.tabsLabel')}>
          {PANEL_SECTIONS.map((section) => {
            const SectionIcon = icons[section];
            return (
              <Tabs.Tab
                key={section}
                value={section}
                leftSection={<SectionIcon size={16} aria-hidden />}
              >
                {t(`panel.tabs.${section}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {PANEL_SECTIONS.map((section) => {
          const Panel = panels[section];
          return (
            <Tabs.Panel key={section} value={section} pt="lg">
              <Panel />
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </PanelNavigationContext.Provider>
  );
}

function isSection(value: string | null): value is PanelSection {
  return PANEL_SECTIONS.includes(value as PanelSection);
}
