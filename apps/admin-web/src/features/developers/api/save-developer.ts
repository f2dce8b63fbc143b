import type { TAdminDeveloper, TDeveloperInput } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { notify, serverMessageOr, useApi } from '@coinvest/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';
import { translateDeveloperMessage } from '../lib/developer-messages';

type Outcome = 'created' | 'updated' | 'deleted';

const failure = {
  created: ['developers.toasts.createFailed', 'developers.toasts.createFailedMessage'],
  updated: ['developers.toasts.updateFailed', 'developers.toasts.updateFailedMessage'],
  deleted: ['developers.toasts.deleteFailed', 'developers.toasts.deleteFailedMessage'],
} as const;

/** The fixed toasts (a failure's with the API's reason); the list and the audit trail refresh after a change. */
function useAfterSave(outcome: Outcome) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return {
    onSuccess: (_data: unknown, variables: { name: string }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.developers.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
      notify({
        variant: 'success',
        title: t(`developers.toasts.${outcome}`),
        message: t(`developers.toasts.${outcome}Message`, { name: variables.name }),
      });
    },
    onError: (error: unknown) => {
      const [title, fallback] = failure[outcome];
      notify({
        variant: 'error',
        title: t(title),
        // The API's reason (a name or licence already taken, a developer gone) when it gave one.
        message: serverMessageOr(error, t(fallback), t, translateDeveloperMessage),
      });
    },
  };
}

/** POST /api/secure-admin/developers with every form field. */
export function useCreateDeveloper() {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: TDeveloperInput & { name: string }): Promise<TAdminDeveloper> =>
      unwrap(await api.adminDevelopers.createDeveloper({ body }), 201),
    ...useAfterSave('created'),
  });
}

/** PATCH /api/secure-admin/developers/{id} with the same payload as creation. */
export function useUpdateDeveloper() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({
      id,
      body,
    }: {
      id: number;
      name: string;
      body: TDeveloperInput;
    }): Promise<TAdminDeveloper> =>
      unwrap(await api.adminDevelopers.updateDeveloper({ params: { id: String(id) }, body }), 200),
    ...useAfterSave('updated'),
  });
}

/**
 * DELETE /api/secure-admin/developers/{id}: no confirmation
 * (docs/adr/0096-investing-and-admin-screens.md).
 */
export function useDeleteDeveloper() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ id }: { id: number; name: string }) =>
      unwrap(await api.adminDevelopers.deleteDeveloper({ params: { id: String(id) } }), 200),
    ...useAfterSave('deleted'),
  });
}
