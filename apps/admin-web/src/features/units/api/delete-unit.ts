import { unwrap } from '@coinvest/contract/client';
import { notify, useApi } from '@coinvest/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unitServerMessageOr } from '../lib/unit-messages';
import { useRefreshAfterUnitChange } from './refresh-after-unit-change';

export interface DeleteUnitRequest {
  projectId: number;
  unitId: number;
}

/** DELETE /api/projects/{id}/units/{unitId}: refused (409) once anyone has invested. */
export function useDeleteUnit() {
  const api = useApi();
  const { t } = useTranslation();
  const refresh = useRefreshAfterUnitChange();
  return useMutation({
    mutationFn: async ({ projectId, unitId }: DeleteUnitRequest) =>
      unwrap(
        await api.adminUnits.deleteUnit({
          params: { id: String(projectId), unitId: String(unitId) },
        }),
        200,
      ),
    onSuccess: (_message, { projectId }) => {
      refresh(projectId);
      notify({
        variant: 'success',
        title: t('units.toasts.successTitle'),
        message: t('units.messages.unitDeleted'),
      });
    },
    onError: (error) => {
      notify({
        variant: 'error',
        title: t('units.toasts.errorTitle'),
        message: unitServerMessageOr(error, t('units.toasts.deleteFailed'), t),
      });
    },
  });
}
