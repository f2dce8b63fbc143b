import type { TAdminProject } from '@coinvest/contract';
import {
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECTS_PAGE_SIZE, useAdminProjects } from './api/get-admin-projects';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import { ProjectCard } from './ProjectCard';
import { ProjectFormDialog, type ProjectDialogTarget } from './ProjectFormDialog';
import { ListPagination } from '../../components/ListPagination';
import { LoadFailed } from '../../components/LoadFailed';
import { pageCount, usePagedSearch } from '../../lib/paged-search';

const SEARCH_MAX_LENGTH = 100;

/** The project cards, a page at a time and searchable, with Add, Edit and Delete. */
export function ProjectsTab() {
  const { t } = useTranslation();
  const { search, setSearch, q, page, setPage } = usePagedSearch();
  const projects = useAdminProjects({ page, q });
  const [dialog, setDialog] = useState<ProjectDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<TAdminProject | null>(null);

  const total = projects.data?.total ?? 0;
  const pages = pageCount(total, PROJECTS_PAGE_SIZE);
  // The last project of the last page was deleted: show the page before it.
  if (projects.data && !projects.isPlaceholderData && page > pages) setPage(pages);

  return (
    <Stack gap="md" component="section" aria-labelledby="admin-projects-title">
      <Group justify="space-between" align="flex-end">
        <Stack gap={0}>
          <Title order={2} size="h3" id="admin-projects-title">
            {t('projects.title')}
          </Title>
          {projects.data ? (
            <Text size="sm" c="dimmed">
              {t('projects.count', { count: total })}
            </Text>
          ) : null}
        </Stack>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setDialog({ mode: 'add' })}
        >
          {t('projects.add')}
        </Button>
      </Group>
      <TextInput
        type="search"
        label={t('projects.search')}
        description={t('projects.searchHint')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {projects.isPending ? (
        <Loader aria-label={t('projects.loading')} />
      ) : projects.isError ? (
        <LoadFailed title={t('projects.loadFailed')} onRetry={() => projects.refetch()} />
      ) : projects.data.items.length === 0 ? (
        <Paper withBorder radius="lg" p="lg">
          <Text c="dimmed" ta="center">
            {q ? t('projects.noMatch', { q }) : t('projects.empty')}
          </Text>
        </Paper>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-busy={projects.isPlaceholderData}
        >
          {projects.data.items.map((project) => (
            <li key={project.id}>
              <ProjectCard
                project={project}
                onEdit={() => setDialog({ mode: 'edit', id: project.id })}
                onDelete={() => setDeleting(project)}
              />
            </li>
          ))}
        </SimpleGrid>
      )}
      <ListPagination
        label={t('projects.pagination')}
        total={total}
        pageSize={PROJECTS_PAGE_SIZE}
        page={page}
        onChange={setPage}
      />
      <ProjectFormDialog target={dialog} onClose={() => setDialog(null)} />
      <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
