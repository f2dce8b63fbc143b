import type { TKycRecord } from '@coinvest/contract';
import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/kyc/{userId}: the user's verification, or null when there is none. No retry. The one
 * KYC read of the site: the verification page and the investment gate share it, so a
 * submission refreshes both.
 */
export function kycQueryOptions(api: ApiClient, userId: number) {
  return queryOptions({
    queryKey: queryKeys.kyc.status(userId),
    queryFn: async (): Promise<TKycRecord | null> =>
      unwrap(await api.kyc.getKyc({ params: { userId: String(userId) } }), 200),
    retry: false,
  });
}

/** `enabled: false` asks nothing (the admin passes the investment gate without a record). */
export function useKyc(userId: number, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ ...kycQueryOptions(api, userId), enabled });
}
