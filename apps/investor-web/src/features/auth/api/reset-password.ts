import type { TMessage, TResetPasswordBody } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { notify, serverMessageOr, useApi } from '@coinvest/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** POST /api/auth/reset-password: the code, the new password twice, and the e-mail. */
export function useResetPassword() {
  const api = useApi();
  const { t } = useTranslation();

  return useMutation({
    mutationFn: async (body: TResetPasswordBody): Promise<TMessage> =>
      unwrap(await api.auth.resetPassword({ body }), 200),
    onSuccess: () => {
      notify({
        variant: 'success',
        title: t('auth.forgotPassword.resetDoneTitle'),
        message: t('auth.forgotPassword.resetDoneMessage'),
      });
    },
    onError: (error) => {
      notify({
        variant: 'error',
        title: t('auth.forgotPassword.resetFailedTitle'),
        message: serverMessageOr(error, t('auth.forgotPassword.resetFailedMessage'), t),
      });
    },
  });
}
