import type { TAdminProject } from '@coinvest/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
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
    <ConfirmDialog
      opened={project !== null}
      onClose={onClose}
      title={t('projects.deleteTitle')}
      backLabel={t('projects.back')}
      confirmLabel={t('projects.deleteSubmit')}
      pending={deleteProject.isPending}
      onConfirm={() => {
        // A refusal (409: investors hold shares) is the toast; there is nothing to retry.
        if (project)
          deleteProject.mutate(project.id, {
            onSuccess: () => forgetProject(project.id),
            onSettled: onClose,
          });
      }}
    >
      <Text>{t('projects.deleteQuestion')}</Text>
      <Text fw={600}>{project?.title}</Text>
    </ConfirmDialog>
  );
}
