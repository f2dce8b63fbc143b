import { Tabs } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconBuildingSkyscraper,
  IconCash,
  IconExchange,
  IconHandFinger,
  IconHistory,
  IconId,
  IconLayoutGrid,
  type Icon,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditTab } from '../audit/AuditTab';
import { DevelopersTab } from '../developers/DevelopersTab';
import { InterestsTab } from '../interests/InterestsTab';
import { KycTab } from '../kyc/KycTab';
import { PaymentsTab } from '../payments/PaymentsTab';
import { ProjectsTab } from '../projects/ProjectsTab';
import { RatesTab } from '../rates/RatesTab';
import { UnitsTab } from '../units/UnitsTab';

const sections = [
  'projects',
  'developers',
  'interests',
  'kyc',
  'units',
  'payments',
  'rates',
  'audit',
] as const;
type Section = (typeof sections)[number];

const icons: Record<Section, Icon> = {
  projects: IconBuildingSkyscraper,
  developers: IconBuildingCommunity,
  interests: IconHandFinger,
  kyc: IconId,
  units: IconLayoutGrid,
  payments: IconCash,
  rates: IconExchange,
  audit: IconHistory,
};

/** Each section's content lives in its own feature folder. */
const panels: Record<Section, ComponentType> = {
  projects: ProjectsTab,
  developers: DevelopersTab,
  interests: InterestsTab,
  kyc: KycTab,
  units: UnitsTab,
  payments: PaymentsTab,
  rates: RatesTab,
  audit: AuditTab,
};

/** The sections of the panel: the spec's five, then payments, exchange rates and the audit trail. */
export function PanelTabs() {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="projects" keepMounted={false}>
      <Tabs.List aria-label={t('panel.tabsLabel')}>
        {sections.map((section) => {
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
      {sections.map((section) => {
        const Panel = panels[section];
        return (
          <Tabs.Panel key={section} value={section} pt="lg">
            <Panel />
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
