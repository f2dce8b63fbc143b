import { unwrap } from '@coinvest/contract/client';
import {
  currentUserQueryKey,
  notify,
  serverMessageOr,
  translateMessage,
  useApi,
} from '@coinvest/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** Enters the e-mailed code; every view of the user then reads the verified answer. */
export function useVerifyEmail() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (code: string) => unwrap(await api.auth.verifyEmail({ body: { code } }), 200),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      notify({
        variant: 'success',
        title: t('emailVerification.verifiedTitle'),
        message: t('emailVerification.verifiedMessage'),
      });
    },
    onError: (error) =>
      notify({
        variant: 'error',
        title: t('emailVerification.failed'),
        message: serverMessageOr(error, t('emailVerification.failed'), t),
      }),
  });
}

/** Asks for a new code; the server answers the same whether or not one was sent. */
export function useResendVerificationCode() {
  const api = useApi();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async () => unwrap(await api.auth.resendEmailVerification({ body: {} }), 200),
    onSuccess: ({ message }) =>
      notify({
        variant: 'success',
        title: t('emailVerification.resent'),
        message: translateMessage(message, t),
      }),
    onError: (error) =>
      notify({
        variant: 'error',
        title: t('emailVerification.failed'),
        message: serverMessageOr(error, t('emailVerification.failed'), t),
      }),
  });
}
