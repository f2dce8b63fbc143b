import type { TMilestoneInput } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { notify, serverMessageOr, useApi } from '@coinvest/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';
import { translateScheduleMessage } from '../lib/schedule-messages';

/** Under the project's detail key, so a project refresh refreshes its schedule too. */
const scheduleKey = (projectId: number) => [...queryKeys.projects.detail(projectId), 'schedule'];

/** GET /api/secure-admin/projects/{id}/milestones: the milestones and their dates' history. */
export function useAdminSchedule(projectId: number) {
  const api = useApi();
  return useQuery({
    queryKey: scheduleKey(projectId),
    queryFn: async () =>
      unwrap(await api.adminSchedule.getAdminSchedule({ params: { id: String(projectId) } }), 200),
  });
}

function useAfterWrite(projectId: number, onDone?: () => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: scheduleKey(projectId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
      notify({
        variant: 'success',
        title: t('schedule.saved'),
        message: t('schedule.savedMessage'),
      });
      onDone?.();
    },
    onError: (error: unknown) => {
      notify({
        variant: 'error',
        title: t('schedule.failed'),
        message: serverMessageOr(error, t('schedule.failedMessage'), t, translateScheduleMessage),
      });
    },
  };
}

/** POST a new milestone, or PUT an existing one (milestoneId given). */
export function useSaveMilestone(projectId: number, onDone: () => void) {
  const api = useApi();
  return useMutation({
    mutationFn: async ({
      milestoneId,
      body,
    }: {
      milestoneId: number | null;
      body: TMilestoneInput;
    }) =>
      milestoneId === null
        ? unwrap(
            await api.adminSchedule.createMilestone({ params: { id: String(projectId) }, body }),
            201,
          )
        : unwrap(
            await api.adminSchedule.updateMilestone({
              params: { id: String(projectId), milestoneId: String(milestoneId) },
              body,
            }),
            200,
          ),
    ...useAfterWrite(projectId, onDone),
  });
}

export function useRemoveMilestone(projectId: number) {
  const api = useApi();
  return useMutation({
    mutationFn: async (milestoneId: number) =>
      unwrap(
        await api.adminSchedule.deleteMilestone({
          params: { id: String(projectId), milestoneId: String(milestoneId) },
        }),
        200,
      ),
    ...useAfterWrite(projectId),
  });
}
