import { Paper, Tabs, Text } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconBuildingSkyscraper,
  IconHandFinger,
  IconId,
  IconLayoutGrid,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const sections = ['projects', 'developers', 'interests', 'kyc', 'units'] as const;
type Section = (typeof sections)[number];

const icons: Record<Section, Icon> = {
  projects: IconBuildingSkyscraper,
  developers: IconBuildingCommunity,
  interests: IconHandFinger,
  kyc: IconId,
  units: IconLayoutGrid,
};

/** The five sections of the panel; each one's content arrives with its own issue. */
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
      {sections.map((section) => (
        <Tabs.Panel key={section} value={section} pt="lg">
          <Paper withBorder radius="lg" p="xl">
            <Text c="dimmed">{t(`panel.placeholders.${section}`)}</Text>
          </Paper>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
