import type { TUnitStatus } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { notify, useApi } from '@coinvest/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unitServerMessageOr } from '../lib/unit-messages';
import { useRefreshAfterUnitChange } from './refresh-after-unit-change';

export interface UpdateUnitStatusRequest {
  projectId: number;
  unitId: number;
  status: TUnitStatus;
}

/** PATCH /api/secure-admin/units/{unitId}/payment-status: any of the four, by hand. */
export function useUpdateUnitStatus() {
  const api = useApi();
  const { t } = useTranslation();
  const refresh = useRefreshAfterUnitChange();
  return useMutation({
    mutationFn: async ({ unitId, status }: UpdateUnitStatusRequest) =>
      unwrap(
        await api.adminUnits.updateUnitPaymentStatus({
          params: { unitId: String(unitId) },
          body: { status },
        }),
        200,
      ),
    onSuccess: (_unit, { projectId }) => {
      refresh(projectId);
      notify({
        variant: 'success',
        title: t('units.toasts.successTitle'),
        message: t('units.messages.unitStatusUpdated'),
      });
    },
    onError: (error) => {
      notify({
        variant: 'error',
        title: t('units.toasts.errorTitle'),
        message: unitServerMessageOr(error, t('units.toasts.statusFailed'), t),
      });
    },
  });
}
