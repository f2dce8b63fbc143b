import type { TPayoutAccountInput, TPayoutAccountKind } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { notify, useApi } from '@coinvest/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/secure-admin/developers/{id}/payout-account: the verified account, or null. */
export function usePayoutAccount(developerId: number) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.developers.payoutAccount(developerId),
    queryFn: async () =>
      unwrap(
        await api.adminPayoutAccounts.getPayoutAccount({ params: { id: String(developerId) } }),
        200,
      ),
  });
}

/** GET /api/secure-admin/payout-banks?kind=: the provider's banks or mobile-money networks. */
export function usePayoutBanks(kind: TPayoutAccountKind) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.payoutBanks(kind),
    queryFn: async () =>
      unwrap(await api.adminPayoutAccounts.listPayoutBanks({ query: { kind } }), 200),
    // The provider's list hardly changes while the form is open.
    staleTime: 10 * 60_000,
  });
}

/** PUT .../payout-account: kept once the provider resolves the account's name. */
export function useSavePayoutAccount(developerId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (body: TPayoutAccountInput) =>
      unwrap(
        await api.adminPayoutAccounts.putPayoutAccount({
          params: { id: String(developerId) },
          body,
        }),
        200,
      ),
    onSuccess: (account) => {
      queryClient.setQueryData(queryKeys.developers.payoutAccount(developerId), account);
      // A project's escrow shows its developer's payout account too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
      notify({
        variant: 'success',
        title: t('escrow.payout.saved'),
        message: t('escrow.payout.savedMessage', { name: account.accountName }),
      });
    },
  });
}
