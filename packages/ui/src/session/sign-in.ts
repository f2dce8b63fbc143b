import type { TSignInBody, TSignInResponse } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../Toaster/notify';
import { useApi } from './api-client';
import { currentUserQueryKey } from './current-user';
import { setSession } from './storage';

/**
 * POST /api/auth/signin. On success the session is stored (authChange fires) and
 * 'Welcome back!' shows; any failure shows 'Sign In Failed' - 'Invalid email or password'.
 * Where to go next is the page's choice.
 */
export function useSignIn() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  return useMutation({
    mutationFn: async (body: TSignInBody): Promise<TSignInResponse> =>
      unwrap(await api.auth.signIn({ body }), 200),
    onSuccess: ({ token, user }) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      setSession(token, user);
      notify({
        variant: 'success',
        title: t('ui.signIn.successTitle'),
        message: t('ui.signIn.successMessage'),
      });
    },
    onError: () => {
      notify({
        variant: 'error',
        title: t('ui.signIn.failureTitle'),
        message: t('ui.signIn.failureMessage'),
      });
    },
  });
}
