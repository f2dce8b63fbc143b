import type { TAdminProject, TProjectStatus } from '@coinvest/contract';
import { formatMoney } from '@coinvest/ui';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconEdit,
  IconEye,
  IconEyeOff,
  IconExternalLink,
  IconLayoutGrid,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { investorProjectUrl } from '../../lib/investor-site';
import { usePanelNavigation } from '../../lib/panel-navigation';
import { usePublishProject, useUnpublishProject } from './api/save-project';

const statusColors: Record<TProjectStatus, string> = {
  planning: 'gray',
  pre_construction: 'yellow',
  under_construction: 'blue',
  near_completion: 'cyan',
  completed: 'teal',
};

/** One project: what investors are shown of it, and what the admin does with it. */
export function ProjectCard({
  project,
  onEdit,
  onDelete,
}: {
  project: TAdminProject;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { openUnits } = usePanelNavigation();
  const titleId = `admin-project-${project.id}-title`;
  const draftHintId = `admin-project-${project.id}-draft-hint`;
  const name = { title: project.title };
  const publish = usePublishProject();
  const unpublish = useUnpublishProject();
  const published = project.publishedAt !== null;
  // One button: Unpublish on a published project, Publish on a draft.
  const toggle = published ? 'unpublish' : 'publish';
  const change = published ? unpublish : publish;
  return (
    <Card padding="lg" h="100%" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Stack gap={2}>
          <Title order={3} size="h5" id={titleId}>
            {project.title}
          </Title>
          <Text size="sm" c="dimmed">
            {project.location}
          </Text>
        </Stack>
        <Group gap="xs">
          <Badge color={statusColors[project.status]} variant="light">
            {t(`projects.statuses.${project.status}`)}
          </Badge>
          <Badge color="navy" variant="outline">
            {t(`projects.types.${project.projectType}`)}
          </Badge>
          <Badge color={published ? 'green' : 'orange'} variant="filled">
            {published ? t('projects.publishing.published') : t('projects.publishing.draft')}
          </Badge>
        </Group>
        <Text size="sm" lineClamp={3} style={{ flexGrow: 1 }}>
          {project.description}
        </Text>
        <Text fw={600}>
          {t('projects.investment', {
            amount: formatMoney(project.totalInvestmentNeeded, 'USD', i18n.language),
          })}
        </Text>
        <Group gap={6}>
          {published ? (
            <Button
              component="a"
              href={investorProjectUrl(project.id)}
              target="_blank"
              rel="noopener"
              size="xs"
              variant="default"
              leftSection={<IconExternalLink size={14} aria-hidden />}
              aria-label={t('projects.viewLabel', name)}
            >
              {t('projects.view')}
            </Button>
          ) : (
            // The investor site shows a draft to no one the admin could be there (the admin
            // signs in on this site only), so its page would be 'Project not found'.
            <Button
              disabled
              size="xs"
              variant="default"
              leftSection={<IconExternalLink size={14} aria-hidden />}
              aria-label={t('projects.viewLabel', name)}
              aria-describedby={draftHintId}
            >
              {t('projects.view')}
            </Button>
          )}
          <Button
            size="xs"
            variant="light"
            leftSection={<IconLayoutGrid size={14} aria-hidden />}
            aria-label={t('projects.unitsLabel', name)}
            onClick={() => openUnits({ id: project.id, title: project.title })}
          >
            {t('projects.units')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEdit size={14} aria-hidden />}
            aria-label={t('projects.editLabel', name)}
            onClick={onEdit}
          >
            {t('projects.edit')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color={published ? 'orange' : 'green'}
            leftSection={
              published ? <IconEyeOff size={14} aria-hidden /> : <IconEye size={14} aria-hidden />
            }
            aria-label={t(`projects.publishing.${toggle}Label`, name)}
            loading={change.isPending}
            onClick={() => change.mutate(project.id)}
          >
            {t(`projects.publishing.${toggle}`)}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            aria-label={t('projects.deleteLabel', name)}
            onClick={onDelete}
          >
            {t('projects.delete')}
          </Button>
        </Group>
        {published ? null : (
          <Text size="xs" c="dimmed" id={draftHintId}>
            {t('projects.viewDraftHint')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
