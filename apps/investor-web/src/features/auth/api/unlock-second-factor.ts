import type { TMessage } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { useMutation } from '@tanstack/react-query';

/** POST /api/auth/second-factor/unlock: the e-mailed link's token, once. */
export function useUnlockSecondFactor() {
  const api = useApi();
  return useMutation({
    mutationFn: async (token: string): Promise<TMessage> =>
      unwrap(await api.auth.unlockSecondFactor({ body: { token } }), 200),
  });
}
