import { notify, serverMessageOr } from '@coinvest/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';
import { translateUnitMessage } from '../lib/unit-messages';

type UnitChangeMessage =
  | 'units.messages.unitCreated'
  | 'units.messages.unitUpdated'
  | 'units.messages.unitDeleted'
  | 'units.messages.unitStatusUpdated'
  | 'units.messages.unitMarkedSold';

type UnitChangeFailure =
  | 'units.toasts.createFailed'
  | 'units.toasts.updateFailed'
  | 'units.toasts.deleteFailed'
  | 'units.toasts.statusFailed'
  | 'units.toasts.markSoldFailed';

/** What every unit write tells the admin, and what it makes the panel read again. */
export function useUnitChangeFeedback() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return {
    /**
     * The project's unit pages and statistics, the admin's project list and detail (unit
     * counts, totals), the summary cards, the payments (they name the unit; a sale changes
     * what investments are worth) and the audit trail are read again; a toast says
     * what happened.
     */
    succeeded(projectId: number, message: UnitChangeMessage) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.units.ofProject(projectId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.summary });
      void queryClient.invalidateQueries({ queryKey: queryKeys.investments.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
      notify({ variant: 'success', title: t('units.toasts.successTitle'), message: t(message) });
    },
    /** The server's reason when it gave one, else the fixed 'Failed to ...'. */
    failed(error: unknown, fallback: UnitChangeFailure) {
      notify({
        variant: 'error',
        title: t('units.toasts.errorTitle'),
        message: serverMessageOr(error, t(fallback), t, translateUnitMessage),
      });
    },
  };
}
