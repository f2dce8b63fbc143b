import type { TUnitValues } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { notify, useApi } from '@coinvest/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unitServerMessageOr } from '../lib/unit-messages';
import { useRefreshAfterUnitChange } from './refresh-after-unit-change';

export interface SaveUnitRequest {
  projectId: number;
  /** Absent: a new unit (POST); present: that unit's fields replaced (PUT). */
  unitId?: number;
  unit: TUnitValues;
}

/** POST /api/projects/{id}/units or PUT /api/projects/{id}/units/{unitId}. */
export function useSaveUnit() {
  const api = useApi();
  const { t } = useTranslation();
  const refresh = useRefreshAfterUnitChange();
  return useMutation({
    mutationFn: async ({ projectId, unitId, unit }: SaveUnitRequest) =>
      unitId === undefined
        ? unwrap(
            await api.adminUnits.createUnit({ params: { id: String(projectId) }, body: unit }),
            201,
          )
        : unwrap(
            await api.adminUnits.updateUnit({
              params: { id: String(projectId), unitId: String(unitId) },
              body: unit,
            }),
            200,
          ),
    onSuccess: (_unit, { projectId, unitId }) => {
      refresh(projectId);
      notify({
        variant: 'success',
        title: t('units.toasts.successTitle'),
        message: t(
          unitId === undefined ? 'units.messages.unitCreated' : 'units.messages.unitUpdated',
        ),
      });
    },
    onError: (error, { unitId }) => {
      notify({
        variant: 'error',
        title: t('units.toasts.errorTitle'),
        message: unitServerMessageOr(
          error,
          t(unitId === undefined ? 'units.toasts.createFailed' : 'units.toasts.updateFailed'),
          t,
        ),
      });
    },
  });
}
