import type { TKycRecord } from '@coinvest/contract';
import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const kycQueryKey = (userId: number) => ['kyc', userId] as const;

/** GET /api/kyc/{userId}: the user's verification, or null when there is none. No retry. */
export function kycQueryOptions(api: ApiClient, userId: number) {
  return queryOptions({
    queryKey: kycQueryKey(userId),
    queryFn: async (): Promise<TKycRecord | null> =>
      unwrap(await api.kyc.getKyc({ params: { userId } }), 200),
    retry: false,
  });
}

export function useKycStatus(userId: number, enabled: boolean) {
  const api = useApi();
  return useQuery({ ...kycQueryOptions(api, userId), enabled });
}
