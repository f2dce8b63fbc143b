import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/secure-admin/ledger/accounts: every account's balance and the last daily check. */
export function ledgerAccountsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.ledger.accounts,
    queryFn: async () => unwrap(await api.adminLedger.listLedgerAccounts(), 200),
  });
}

export function useLedgerAccounts() {
  const api = useApi();
  return useQuery(ledgerAccountsQueryOptions(api));
}
