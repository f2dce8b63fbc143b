import type { TForgotPasswordBody, TMessage } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { notify, serverMessageOr, useApi } from '@coinvest/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** POST /api/auth/forgot-password: asks for a 6-digit code by e-mail. */
export function useRequestPasswordReset() {
  const api = useApi();
  const { t } = useTranslation();

  return useMutation({
    mutationFn: async (body: TForgotPasswordBody): Promise<TMessage> =>
      unwrap(await api.auth.forgotPassword({ body }), 200),
    onSuccess: (_answer, { email }) => {
      notify({
        variant: 'success',
        title: t('auth.forgotPassword.sentTitle'),
        message: t('auth.forgotPassword.sentMessage', { email }),
      });
    },
    onError: (error) => {
      notify({
        variant: 'error',
        title: t('auth.forgotPassword.sendFailedTitle'),
        message: serverMessageOr(error, t('auth.forgotPassword.sendFailedMessage'), t),
      });
    },
  });
}
