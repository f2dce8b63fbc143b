import type { TAdminProject } from '@coinvest/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePanelNavigation } from '../../lib/panel-navigation';
import { useDeleteProject } from './api/save-project';

/** The question asked before a project goes, with its units and updates. */
export function DeleteProjectDialog({
  project,
  onClose,
}: {
  project: TAdminProject | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const deleteProject = useDeleteProject();
  const { forgetProject } = usePanelNavigation();
  return (
    <Modal opened={project !== null} onClose={onClose} centered title={t('projects.deleteTitle')}>
      <Stack gap="md">
        <Text>{t('projects.deleteQuestion')}</Text>
        <Text fw={600}>{project?.title}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('projects.back')}
          </Button>
          <Button
            color="red"
            loading={deleteProject.isPending}
            onClick={() => {
              // A refusal (409: investors hold shares) is the toast; there is nothing to retry.
              if (project)
                deleteProject.mutate(project.id, {
                  onSuccess: () => forgetProject(project.id),
                  onSettled: onClose,
                });
            }}
          >
            {t('projects.deleteSubmit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
