import type { TSignUpBody, TUser } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { notify, serverMessageOr, useApi } from '@coinvest/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/**
 * POST /api/users. Success: 'Account Created!' welcoming the new user by first name.
 * Failure: 'Sign Up Failed' with the server's reason, or a general one.
 */
export function useCreateAccount() {
  const api = useApi();
  const { t } = useTranslation();

  return useMutation({
    mutationFn: async (body: TSignUpBody): Promise<TUser> =>
      unwrap(await api.users.signUp({ body }), 201),
    onSuccess: (user) => {
      notify({
        variant: 'success',
        title: t('auth.signUp.successTitle'),
        message: t('auth.signUp.successMessage', { firstName: user.firstName }),
      });
    },
    onError: (error) => {
      notify({
        variant: 'error',
        title: t('auth.signUp.failureTitle'),
        message: serverMessageOr(error, t('auth.signUp.failureMessage'), t),
      });
    },
  });
}
