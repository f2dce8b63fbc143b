import type {
  TSecondFactorConfirmed,
  TSignInBody,
  TSignInChallenge,
  TSignInResponse,
} from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { notify, serverMessageOr, useApi, useStartSession, withDeviceToken } from '@coinvest/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';
import { translateSecondFactorMessage } from '../lib/second-factor-messages';

/**
 * POST /api/auth/signin on the admin site: a session (200), or a challenge (202) when the
 * admin's code, or first the enrolment, must follow.
 */
export function useAdminSignIn() {
  const api = useApi();
  const { t } = useTranslation();
  const startSession = useStartSession();
  return useMutation({
    mutationFn: async (body: TSignInBody) => {
      const response = await api.auth.signIn({ body: withDeviceToken(body) });
      return response.status === 202 ? response.body : unwrap(response, 200);
    },
    onSuccess: (answer: TSignInResponse | TSignInChallenge) => {
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

function useSecondFactorFailure() {
  const { t } = useTranslation();
  return (error: Error) =>
    notify({
      variant: 'error',
      title: t('auth.secondFactor.failureTitle'),
      message: serverMessageOr(
        error,
        t('auth.secondFactor.failureMessage'),
        t,
        translateSecondFactorMessage,
      ),
    });
}

/** The sign-in's second step: the challenge and a code (or a recovery code). */
export function useSecondFactorSignIn(challengeToken: string) {
  const api = useApi();
  const startSession = useStartSession();
  return useMutation({
    mutationFn: async (code: string) =>
      unwrap(await api.auth.secondFactorSignIn({ body: { challengeToken, code } }), 200),
    onSuccess: startSession,
    onError: useSecondFactorFailure(),
  });
}

/**
 * A new secret and its QR code, for the enrolment challenge or the signed-in admin. A query,
 * so a second render of the step asks once and keeps the secret it shows.
 */
export function useSecondFactorEnrolment(challengeToken: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.secondFactor.enrolment(challengeToken),
    queryFn: async () =>
      unwrap(
        await api.auth.startSecondFactorEnrolment({
          body: challengeToken === undefined ? {} : { challengeToken },
        }),
        200,
      ),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/**
 * Turns the factor on (ending the admin's other sessions); the answer carries the recovery
 * codes (and a session after a challenge).
 */
export function useConfirmSecondFactor(challengeToken: string | undefined) {
  const api = useApi();
  const queryClient = useQueryClient();
  const startSession = useStartSession();
  return useMutation({
    mutationFn: async ({
      code,
      currentPassword,
    }: {
      code: string;
      currentPassword: string;
    }): Promise<TSecondFactorConfirmed> =>
      unwrap(
        await api.auth.confirmSecondFactorEnrolment({
          // After a challenge the password was just typed; signed in, it is asked again.
          body: challengeToken === undefined ? { code, currentPassword } : { challengeToken, code },
        }),
        200,
      ),
    onSuccess: (confirmed) => {
      if (confirmed.session) startSession(confirmed.session);
      void queryClient.invalidateQueries({ queryKey: queryKeys.secondFactor.status });
    },
    onError: useSecondFactorFailure(),
  });
}

/** GET /api/auth/second-factor: whether the signed-in admin's second factor is on. */
export function useSecondFactorStatus() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.secondFactor.status,
    queryFn: async () => unwrap(await api.auth.secondFactorStatus(), 200),
  });
}
