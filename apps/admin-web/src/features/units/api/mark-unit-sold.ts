import type { TMarkUnitSoldBody } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { notify, useApi } from '@coinvest/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unitServerMessageOr } from '../lib/unit-messages';
import { useRefreshAfterUnitChange } from './refresh-after-unit-change';

export interface MarkUnitSoldRequest extends TMarkUnitSoldBody {
  projectId: number;
  unitId: number;
}

/** PATCH /api/secure-admin/units/{unitId}/mark-sold: the sale, and the profit shared out. */
export function useMarkUnitSold() {
  const api = useApi();
  const { t } = useTranslation();
  const refresh = useRefreshAfterUnitChange();
  return useMutation({
    mutationFn: async ({ unitId, soldPrice, profitGenerated }: MarkUnitSoldRequest) =>
      unwrap(
        await api.adminUnits.markUnitSold({
          params: { unitId: String(unitId) },
          body: { soldPrice, profitGenerated },
        }),
        200,
      ),
    onSuccess: (_unit, { projectId }) => {
      refresh(projectId);
      notify({
        variant: 'success',
        title: t('units.toasts.successTitle'),
        message: t('units.messages.unitMarkedSold'),
      });
    },
    onError: (error) => {
      notify({
        variant: 'error',
        title: t('units.toasts.errorTitle'),
        message: unitServerMessageOr(error, t('units.toasts.markSoldFailed'), t),
      });
    },
  });
}
