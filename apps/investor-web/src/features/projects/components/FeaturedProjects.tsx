import { FEATURED_PROJECTS_COUNT } from '@coinvest/contract';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import { useFeaturedProjects } from '../api/get-featured-projects';
import { ProjectGrid } from './ProjectGrid';

/** The featured projects for the home page, with three skeletons while they load. */
export function FeaturedProjects() {
  const { t } = useTranslation();
  const featured = useFeaturedProjects();

  if (featured.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
        {t('projects.featured.loadFailed')}{' '}
        <Anchor component={Link} to={paths.projects}>
          {t('projects.featured.browse')}
        </Anchor>
      </Alert>
    );
  }
  if (featured.data?.length === 0) {
    return (
      <Text c="dimmed" ta="center">
        {t('projects.featured.empty')}
      </Text>
    );
  }
  return (
    <ProjectGrid
      projects={featured.data}
      skeletons={FEATURED_PROJECTS_COUNT}
      loadingLabel={t('projects.list.loading')}
    />
  );
}
