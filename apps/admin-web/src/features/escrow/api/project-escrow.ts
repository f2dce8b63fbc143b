import type {
  TAdminConfirmation,
  TEscrowReleaseRequest,
  TReleasePlanInput,
} from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { notify, useApi } from '@coinvest/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/secure-admin/projects/{id}/escrow: balances, plan, every release, payout account. */
export function useAdminProjectEscrow(projectId: number) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.projects.escrow(projectId),
    queryFn: async () =>
      unwrap(
        await api.adminEscrow.getAdminProjectEscrow({ params: { id: String(projectId) } }),
        200,
      ),
  });
}

type Outcome = 'planSaved' | 'requested' | 'approved' | 'rejected';

/**
 * After a change the escrow is read again (a release moves balances and tranches) and the
 * audit trail refreshes. A refusal is shown where the admin acted, so no toast here.
 */
function useAfterChange(projectId: number, outcome: Outcome) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.projects.escrow(projectId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
    notify({
      variant: 'success',
      title: t(`escrow.done.${outcome}`),
      message: t(`escrow.done.${outcome}Message`),
    });
  };
}

/** PUT .../release-plan: the whole plan, replacing the one before. */
export function useSaveReleasePlan(projectId: number) {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: TReleasePlanInput) =>
      unwrap(
        await api.adminEscrow.putReleasePlan({ params: { id: String(projectId) }, body }),
        200,
      ),
    onSuccess: useAfterChange(projectId, 'planSaved'),
  });
}

/** POST .../escrow-releases: the release waits for a second admin. */
export function useRequestRelease(projectId: number) {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: TEscrowReleaseRequest) =>
      unwrap(
        await api.adminEscrow.requestEscrowRelease({ params: { id: String(projectId) }, body }),
        201,
      ),
    onSuccess: useAfterChange(projectId, 'requested'),
  });
}

/** POST /api/secure-admin/escrow-releases/{id}/approve, with the approver's own code. */
export function useApproveRelease(projectId: number) {
  const api = useApi();
  return useMutation({
    mutationFn: async (vars: { releaseId: number; confirmation: TAdminConfirmation }) =>
      unwrap(
        await api.adminEscrow.approveEscrowRelease({
          params: { releaseId: String(vars.releaseId) },
          body: vars.confirmation,
        }),
        200,
      ),
    onSuccess: useAfterChange(projectId, 'approved'),
  });
}

/** POST /api/secure-admin/escrow-releases/{id}/reject: nothing moves. */
export function useRejectRelease(projectId: number) {
  const api = useApi();
  return useMutation({
    mutationFn: async (releaseId: number) =>
      unwrap(
        await api.adminEscrow.rejectEscrowRelease({ params: { releaseId: String(releaseId) } }),
        200,
      ),
    onSuccess: useAfterChange(projectId, 'rejected'),
  });
}
