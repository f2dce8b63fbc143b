import { notify } from '@coinvest/ui';
import { Button, Center, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useProjects } from '../api/get-projects';
import { NoProjectsFound } from '../components/NoProjectsFound';
import { ProjectFilters } from '../components/ProjectFilters';
import { ProjectGrid } from '../components/ProjectGrid';
import { ProjectsLoadFailed } from '../components/ProjectsLoadFailed';
import {
  emptyFilters,
  readFilters,
  toListQuery,
  writeFilters,
  type ProjectFilters as Filters,
} from '../lib/project-filters';

/** Six skeleton cards while the list loads. */
const SKELETON_CARDS = 6;

/** /projects: every project, filtered by what the URL says, so a filtered list can be shared. */
export function ProjectsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const projects = useProjects(toListQuery(filters));

  const setFilters = (next: Filters) =>
    setSearchParams((current) => writeFilters(current, next), { replace: true });
  const clearFilters = () => setFilters(emptyFilters);

  const { isError, errorUpdatedAt } = projects;
  useEffect(() => {
    if (isError) {
      notify({
        variant: 'error',
        title: t('projects.list.failedToastTitle'),
        message: t('projects.list.failedToast'),
      });
    }
  }, [isError, errorUpdatedAt, t]);

  const pages = projects.data?.pages;
  const list = pages?.flatMap((page) => page.projects);
  const total = pages?.[0]?.total ?? 0;
  const failed = projects.isError && !list;

  return (
    <Container size="xl" py={{ base: 'xl', md: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('projects.list.title')}</Title>
          <Text c="dimmed" size="lg">
            {t('projects.list.intro')}
          </Text>
        </Stack>

        <ProjectFilters filters={filters} onChange={setFilters} onClear={clearFilters} />

        <Text role="status" aria-live="polite" fw={500} mih={24}>
          {list ? t('projects.list.showing', { count: total }) : null}
        </Text>

        {failed ? (
          <ProjectsLoadFailed onRetry={() => void projects.refetch()} />
        ) : list && list.length === 0 ? (
          <NoProjectsFound onClear={clearFilters} />
        ) : (
          <ProjectGrid
            projects={list}
            skeletons={SKELETON_CARDS}
            loadingLabel={t('projects.list.loading')}
            cardHeadingOrder={2}
          />
        )}

        {projects.hasNextPage ? (
          <Center>
            <Button
              variant="light"
              size="md"
              loading={projects.isFetchingNextPage}
              onClick={() => void projects.fetchNextPage()}
            >
              {t('projects.list.loadMore')}
            </Button>
          </Center>
        ) : null}
      </Stack>
    </Container>
  );
}
