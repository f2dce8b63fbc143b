import type { TContactPreference, TUnit } from '@coinvest/contract';
import { ApiError, unwrap } from '@coinvest/contract/client';
import { notify, useApi } from '@coinvest/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';

export interface InterestRequest {
  userId: number;
  project: { id: number; title: string };
  /** One request per unit; none means an interest in the project as a whole. */
  units: TUnit[];
  amount: string;
  contactPreference: TContactPreference;
  contactInfo: string;
  message: string;
}

/**
 * POST /api/project-interests, once per chosen unit (interestType 'unit' for one,
 * 'multiple_units' for several). Success: 'Interest Submitted', and the user's notifications
 * (bell count and list) are read again: the server tells the admins, and an admin investing
 * here is one of them. Units and projects do not change (an interest reserves nothing), and
 * this site has no interest list to refresh.
 */
export function useCreateProjectInterests() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  return useMutation({
    mutationFn: async (request: InterestRequest) => {
      const { units } = request;
      const targets: (TUnit | null)[] = units.length > 0 ? units : [null];
      for (const unit of targets) {
        unwrap(
          await api.projectInterests.createProjectInterest({
            body: {
              userId: request.userId,
              projectId: request.project.id,
              unitId: unit?.id ?? null,
              unitType: unit?.unitType ?? null,
              interestAmount: request.amount,
              currency: 'USD',
              contactPreference: request.contactPreference,
              contactInfo: request.contactInfo,
              message: request.message === '' ? null : request.message,
              interestType: units.length > 1 ? 'multiple_units' : 'unit',
              unitsRequested: Math.max(units.length, 1),
            },
          }),
          201,
        );
      }
    },
    onSuccess: (_answer, request) => {
      void queryClient.invalidateQueries({
        queryKey: queryKeys.notifications.ofUser(request.userId),
      });
      notify({
        variant: 'success',
        title: t('investing.interest.successTitle'),
        message: t('investing.interest.successMessage'),
      });
    },
    onError: (error, request) => {
      // The unit version shows the server's message; the project version its fixed text.
      const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
      notify({
        variant: 'error',
        title: t('investing.interest.failedTitle'),
        message:
          request.units.length > 0
            ? (serverMessage ?? t('investing.interest.unitFailedMessage'))
            : t('investing.interest.failedMessage'),
      });
    },
  });
}
