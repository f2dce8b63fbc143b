import type { TMarkUnitSoldBody } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { useMutation } from '@tanstack/react-query';
import { useUnitChangeFeedback } from './unit-change-feedback';

export interface MarkUnitSoldRequest extends TMarkUnitSoldBody {
  projectId: number;
  unitId: number;
}

/** PATCH /api/secure-admin/units/{unitId}/mark-sold: the sale, and the profit shared out. */
export function useMarkUnitSold() {
  const api = useApi();
  const feedback = useUnitChangeFeedback();
  return useMutation({
    mutationFn: async ({ unitId, soldPrice, costs }: MarkUnitSoldRequest) =>
      unwrap(
        await api.adminUnits.markUnitSold({
          params: { unitId: String(unitId) },
          body: { soldPrice, costs },
        }),
        200,
      ),
    onSuccess: (_answer, { projectId }) =>
      feedback.succeeded(projectId, 'units.messages.unitMarkedSold'),
    onError: (error) => feedback.failed(error, 'units.toasts.markSoldFailed'),
  });
}
