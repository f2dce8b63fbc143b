import type { TSignInBody, TSignInResponse } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../Toaster/notify';
import { useApi } from './api-client';
import { currentUserQueryKey } from './current-user';
import { keepDeviceToken, withDeviceToken } from './device-token';
import { setSession } from './storage';

/**
 * Starts the session a sign-in answered: stores it (authChange fires), keeps the device token
 * for the next sign-in and welcomes the user by first name ('Welcome back' only when they were
 * here before).
 * The password-only sign-in ends here, and so does a sign-in finished with a second factor.
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return ({ token, user, deviceToken, firstSignIn }: TSignInResponse) => {
    queryClient.setQueryData(currentUserQueryKey, user);
    keepDeviceToken(deviceToken);
    setSession(token, user);
    notify({
      variant: 'success',
      title: t(firstSignIn ? 'ui.signIn.firstSuccessTitle' : 'ui.signIn.successTitle', {
        firstName: user.firstName,
      }),
      message: t('ui.signIn.successMessage'),
    });
  };
}

/**
 * POST /api/auth/signin. On success the session starts (useStartSession); any failure shows
 * 'Sign In Failed' - 'Invalid email or password'. Where to go next is the page's choice.
 */
export function useSignIn() {
  const api = useApi();
  const { t } = useTranslation();
  const startSession = useStartSession();

  return useMutation({
    mutationFn: async (body: TSignInBody): Promise<TSignInResponse> =>
      unwrap(await api.auth.signIn({ body: withDeviceToken(body) }), 200),
    onSuccess: startSession,
    onError: () => {
      notify({
        variant: 'error',
        title: t('ui.signIn.failureTitle'),
        message: t('ui.signIn.failureMessage'),
      });
    },
  });
}
