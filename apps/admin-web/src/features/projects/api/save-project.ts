import type { TAdminProjectValues } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { notify, serverMessageOr, useApi } from '@coinvest/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';
import { translateProjectMessage } from '../lib/project-messages';

type Outcome = 'created' | 'updated' | 'deleted' | 'published' | 'unpublished';

const successMessage = {
  created: 'projects.messages.projectCreated',
  updated: 'projects.messages.projectUpdated',
  deleted: 'projects.messages.projectDeleted',
  published: 'projects.publishing.publishedToast',
  unpublished: 'projects.publishing.unpublishedToast',
} as const;

const failureFallback = {
  created: 'projects.toast.createFailed',
  updated: 'projects.toast.updateFailed',
  deleted: 'projects.toast.deleteFailed',
  published: 'projects.publishing.publishFailed',
  unpublished: 'projects.publishing.unpublishFailed',
} as const;

/** Toasts of a project write, and what refreshes after it. */
function useAfterWrite(outcome: Outcome) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return {
    onSuccess: () => {
      // Every admin query: the project list and detail, the summary cards, the Units tab's
      // lists and statistics, the payments (project titles) and the audit trail. Only the ones
      // on screen refetch; the others are marked stale.
      void queryClient.invalidateQueries({ queryKey: queryKeys.all });
      notify({
        variant: 'success',
        title: t('projects.toast.successTitle'),
        message: t(successMessage[outcome]),
      });
    },
    onError: (error: unknown) => {
      notify({
        variant: 'error',
        title: t('projects.toast.errorTitle'),
        message: serverMessageOr(error, t(failureFallback[outcome]), t, translateProjectMessage),
      });
    },
  };
}

/** POST /api/secure-admin/projects. */
export function useCreateProject() {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: TAdminProjectValues) =>
      unwrap(await api.adminProjects.createProject({ body }), 201),
    ...useAfterWrite('created'),
  });
}

/** PUT /api/secure-admin/projects/{id}: replaces every field. */
export function useUpdateProject() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: TAdminProjectValues }) =>
      unwrap(await api.adminProjects.updateProject({ params: { id: String(id) }, body }), 200),
    ...useAfterWrite('updated'),
  });
}

/** DELETE /api/secure-admin/projects/{id}: 409 with the reason once anyone has invested. */
export function useDeleteProject() {
  const api = useApi();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(await api.adminProjects.deleteProject({ params: { id: String(id) } }), 200),
    ...useAfterWrite('deleted'),
  });
}

/** POST /api/secure-admin/projects/{id}/publish: investors see the project and may invest. */
export function usePublishProject() {
  const api = useApi();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(await api.adminProjects.publishProject({ params: { id: String(id) } }), 200),
    ...useAfterWrite('published'),
  });
}

/** POST /api/secure-admin/projects/{id}/unpublish: a draft again, hidden from investors. */
export function useUnpublishProject() {
  const api = useApi();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(await api.adminProjects.unpublishProject({ params: { id: String(id) } }), 200),
    ...useAfterWrite('unpublished'),
  });
}
