import { INSPECTION_MESSAGES, type TInspector, type TInspectorInvite } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { notify, serverMessageOr, useApi } from '@coinvest/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';
import { translateInspectorsMessage } from '../lib/inspector-messages';

/** GET /api/secure-admin/inspectors: every inspector with their assigned projects. */
export function useInspectors() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.inspectors.all,
    queryFn: async () => unwrap(await api.adminInspectors.listInspectors(), 200),
  });
}

/** The list and the audit trail refresh after a change; the contract's message is the toast. */
function useAfterChange(message: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return ({ firstName, lastName, email }: TInspector) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.inspectors.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
    notify({
      variant: 'success',
      title: translateInspectorsMessage(message, t),
      message: t('inspectors.who', { firstName, lastName, email }),
    });
  };
}

/**
 * POST /api/secure-admin/inspectors: creates the account and e-mails the code to set its
 * password. A refusal (a taken e-mail) is shown in the form, where the admin can correct it.
 */
export function useInviteInspector() {
  const api = useApi();
  const onSuccess = useAfterChange(INSPECTION_MESSAGES.inspectorInvited);
  return useMutation({
    mutationFn: async (body: TInspectorInvite): Promise<TInspector> =>
      unwrap(await api.adminInspectors.inviteInspector({ body }), 201),
    onSuccess,
  });
}

/** PUT /api/secure-admin/inspectors/{id}/projects: the whole list replaces the previous one. */
export function useSetInspectorProjects(inspectorId: number) {
  const api = useApi();
  const { t } = useTranslation();
  const onSuccess = useAfterChange(INSPECTION_MESSAGES.inspectorAssignmentsSaved);
  return useMutation({
    mutationFn: async (projectIds: number[]): Promise<TInspector> =>
      unwrap(
        await api.adminInspectors.setInspectorProjects({
          params: { id: String(inspectorId) },
          body: { projectIds },
        }),
        200,
      ),
    onSuccess,
    onError: (error) => {
      notify({
        variant: 'error',
        title: t('inspectors.assignFailed'),
        message: serverMessageOr(
          error,
          t('inspectors.assignFailed'),
          t,
          translateInspectorsMessage,
        ),
      });
    },
  });
}
