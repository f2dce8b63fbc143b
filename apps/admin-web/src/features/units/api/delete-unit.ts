import { unwrap } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { useMutation } from '@tanstack/react-query';
import { useUnitChangeFeedback } from './unit-change-feedback';

export interface DeleteUnitRequest {
  projectId: number;
  unitId: number;
}

/** DELETE /api/projects/{id}/units/{unitId}: refused (409) once anyone has invested. */
export function useDeleteUnit() {
  const api = useApi();
  const feedback = useUnitChangeFeedback();
  return useMutation({
    mutationFn: async ({ projectId, unitId }: DeleteUnitRequest) =>
      unwrap(
        await api.adminUnits.deleteUnit({
          params: { id: String(projectId), unitId: String(unitId) },
        }),
        200,
      ),
    onSuccess: (_answer, { projectId }) =>
      feedback.succeeded(projectId, 'units.messages.unitDeleted'),
    onError: (error) => feedback.failed(error, 'units.toasts.deleteFailed'),
  });
}
