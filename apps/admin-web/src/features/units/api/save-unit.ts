import type { TUnitValues } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { useMutation } from '@tanstack/react-query';
import { useUnitChangeFeedback } from './unit-change-feedback';

export interface SaveUnitRequest {
  projectId: number;
  /** Absent: a new unit (POST); present: that unit's fields replaced (PUT). */
  unitId?: number;
  unit: TUnitValues;
}

/** POST /api/projects/{id}/units or PUT /api/projects/{id}/units/{unitId}. */
export function useSaveUnit() {
  const api = useApi();
  const feedback = useUnitChangeFeedback();
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
    onSuccess: (_unit, { projectId, unitId }) =>
      feedback.succeeded(
        projectId,
        unitId === undefined ? 'units.messages.unitCreated' : 'units.messages.unitUpdated',
      ),
    onError: (error, { unitId }) =>
      feedback.failed(
        error,
        unitId === undefined ? 'units.toasts.createFailed' : 'units.toasts.updateFailed',
      ),
  });
}
