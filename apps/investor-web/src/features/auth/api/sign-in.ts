import type { TSignInBody, TSignInChallenge, TSignInResponse } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { notify, serverMessageOr, useApi, useStartSession, withDeviceToken } from '@coinvest/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translateAccountMessage } from '../../settings';

/**
 * POST /api/auth/signin: a session (200), or (202) a challenge when the account's
 * authenticator code must follow the password.
 */
export function useInvestorSignIn() {
  const api = useApi();
  const { t } = useTranslation();
  const startSession = useStartSession();
  return useMutation({
    mutationFn: async (body: TSignInBody): Promise<TSignInResponse | TSignInChallenge> => {
      const response = await api.auth.signIn({ body: withDeviceToken(body) });
      return response.status === 202 ? response.body : unwrap(response, 200);
    },
    onSuccess: (answer) => {
      if ('token' in answer) startSession(answer);
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

/** The sign-in's second step: the challenge and a code (or a recovery code). */
export function useSecondFactorSignIn(challengeToken: string) {
  const api = useApi();
  const { t } = useTranslation();
  const startSession = useStartSession();
  return useMutation({
    mutationFn: async (code: string) =>
      unwrap(await api.auth.secondFactorSignIn({ body: { challengeToken, code } }), 200),
    onSuccess: startSession,
    onError: (error) =>
      notify({
        variant: 'error',
        title: t('account.signInCode.failed'),
        message: serverMessageOr(error, t('ui.signIn.failureMessage'), t, translateAccountMessage),
      }),
  });
}
