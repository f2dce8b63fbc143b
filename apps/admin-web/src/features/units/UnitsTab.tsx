import type { TAdminUnit } from '@coinvest/contract';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePanelNavigation, type SelectedProject } from '../../lib/panel-navigation';
import { useAdminProject } from '../projects';
import { UNITS_PAGE_SIZE, useProjectUnits } from './api/get-project-units';
import { UnitCard } from './components/UnitCard';
import { UnitForm } from './components/UnitForm';
import { UnitStatistics } from './components/UnitStatistics';
import { KeysetPagination } from '../../components/KeysetPagination';
import { LoadFailed } from '../../components/LoadFailed';
import { useKeysetPages } from '../../lib/keyset-pages';

/** The units of the project picked in the Projects tab, or a prompt to pick one. */
export function UnitsTab() {
  const { t } = useTranslation();
  const { selectedProject } = usePanelNavigation();
  if (!selectedProject) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <Stack gap="xs" align="center">
          <Title order={2} size="h3">
            {t('units.selectTitle')}
          </Title>
          <Text c="dimmed">{t('units.selectMessage')}</Text>
        </Stack>
      </Paper>
    );
  }
  return <UnitManagement key={selectedProject.id} project={selectedProject} />;
}

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; unit: TAdminUnit };

function UnitManagement({ project }: { project: SelectedProject }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [search, setSearch] = useState('');
  // Sent 300 ms after typing stops; a new search starts at its first page.
  const [q] = useDebouncedValue(search.trim(), 300);
  const pages = useKeysetPages(q);
  const units = useProjectUnits({ projectId: project.id, cursor: pages.cursor, q });
  // The stored project, read again after each change, so a rename shows here too.
  const storedProject = useAdminProject(project.id);
  const title = storedProject.data?.title ?? project.title;

  // Deleting the last units of a later page leaves that page empty: show the one before it.
  if (pages.page > 1 && !units.isPlaceholderData && units.data?.items.length === 0) {
    pages.previous();
  }
  const openAdd = () => setForm({ mode: 'add' });
  const closeForm = () => setForm({ mode: 'closed' });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {t('units.title')}
          </Title>
          <Text c="dimmed">{t('units.projectLabel', { title })}</Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openAdd}>
          {t('units.addUnit')}
        </Button>
      </Group>

      {form.mode !== 'closed' ? (
        <UnitForm
          key={form.mode === 'edit' ? form.unit.id : 'new'}
          projectId={project.id}
          unit={form.mode === 'edit' ? form.unit : undefined}
          onClose={closeForm}
        />
      ) : null}

      <UnitStatistics projectId={project.id} />

      <TextInput
        label={t('units.search')}
        placeholder={t('units.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        type="search"
        maxLength={100}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
      />

      {units.isPending ? (
        <Text c="dimmed">{t('units.loading')}</Text>
      ) : units.isError ? (
        <LoadFailed title={t('units.loadFailed')} onRetry={() => units.refetch()} />
      ) : units.data.total === 0 && q === '' ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack gap="xs" align="center">
            <Title order={3} size="h4">
              {t('units.emptyTitle')}
            </Title>
            <Text c="dimmed" ta="center">
              {t('units.emptyMessage')}
            </Text>
            <Button mt="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={openAdd}>
              {t('units.addFirstUnit')}
            </Button>
          </Stack>
        </Paper>
      ) : units.data.items.length === 0 ? (
        <Text c="dimmed">{t('units.noMatch', { query: q })}</Text>
      ) : (
        <Stack gap="md">
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {units.data.items.map((unit) => (
              <li key={unit.id}>
                <UnitCard unit={unit} onEdit={(unit) => setForm({ mode: 'edit', unit })} />
              </li>
            ))}
          </SimpleGrid>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('units.shown', {
                from: (pages.page - 1) * UNITS_PAGE_SIZE + 1,
                to: (pages.page - 1) * UNITS_PAGE_SIZE + units.data.items.length,
                total: units.data.total,
              })}
            </Text>
            <KeysetPagination
              label={t('units.pagination')}
              page={pages.page}
              total={units.data.total}
              pageSize={UNITS_PAGE_SIZE}
              nextCursor={units.data.nextCursor}
              onPrevious={pages.previous}
              onNext={pages.next}
            />
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
