import type { TUnitStatus } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { useMutation } from '@tanstack/react-query';
import { useUnitChangeFeedback } from './unit-change-feedback';

export interface UpdateUnitStatusRequest {
  projectId: number;
  unitId: number;
  status: TUnitStatus;
}

/** PATCH /api/secure-admin/units/{unitId}/payment-status: any of the four, by hand. */
export function useUpdateUnitStatus() {
  const api = useApi();
  const feedback = useUnitChangeFeedback();
  return useMutation({
    mutationFn: async ({ unitId, status }: UpdateUnitStatusRequest) =>
      unwrap(
        await api.adminUnits.updateUnitPaymentStatus({
          params: { unitId: String(unitId) },
          body: { status },
        }),
        200,
      ),
    onSuccess: (_answer, { projectId }) =>
      feedback.succeeded(projectId, 'units.messages.unitStatusUpdated'),
    onError: (error) => feedback.failed(error, 'units.toasts.statusFailed'),
  });
}
