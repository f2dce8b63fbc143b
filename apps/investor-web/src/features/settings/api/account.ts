import type {
  TChangePasswordBody,
  TEmailChangeBody,
  TSecondFactorCodeWithPassword,
  TSecondFactorConfirmed,
  TUpdateProfileBody,
  TUser,
} from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { currentUserQueryKey, notify, serverMessageOr, useApi } from '@coinvest/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translateAccountMessage } from '../lib/account-messages';

/** The settings' reads, each keyed by its path. */
export const accountQueryKeys = {
  sessions: ['/api/account/sessions'] as const,
  secondFactor: ['/api/auth/second-factor'] as const,
  enrolment: ['/api/auth/second-factor/enrolment'] as const,
};

/** A failed save says why, in the reader's language, as the server put it. */
function useFailureToast() {
  const { t } = useTranslation();
  return (error: Error) =>
    notify({
      variant: 'error',
      title: t('account.failed'),
      message: serverMessageOr(error, t('account.loadFailed'), t, translateAccountMessage),
    });
}

function useSuccessToast() {
  const { t } = useTranslation();
  return (message: string) => notify({ variant: 'success', title: t('account.saved'), message });
}

/** The signed-in user changed: every view of them reads the answer. */
function useSetCurrentUser() {
  const queryClient = useQueryClient();
  return (user: TUser) => queryClient.setQueryData(currentUserQueryKey, user);
}

export function useUpdateProfile() {
  const api = useApi();
  const { t } = useTranslation();
  const setCurrentUser = useSetCurrentUser();
  const success = useSuccessToast();
  return useMutation({
    mutationFn: async (body: TUpdateProfileBody) =>
      unwrap(await api.account.updateProfile({ body }), 200),
    onSuccess: (user) => {
      setCurrentUser(user);
      success(t('account.profile.saved'));
    },
    onError: useFailureToast(),
  });
}

export function useStartEmailChange() {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: TEmailChangeBody) =>
      unwrap(await api.account.startEmailChange({ body }), 202),
    onError: useFailureToast(),
  });
}

export function useConfirmEmailChange() {
  const api = useApi();
  const { t } = useTranslation();
  const setCurrentUser = useSetCurrentUser();
  const success = useSuccessToast();
  return useMutation({
    mutationFn: async (code: string) =>
      unwrap(await api.account.confirmEmailChange({ body: { code } }), 200),
    onSuccess: (user) => {
      setCurrentUser(user);
      success(t('account.email.changed', { email: user.email }));
    },
    onError: useFailureToast(),
  });
}

export function useChangePassword() {
  const api = useApi();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const success = useSuccessToast();
  return useMutation({
    mutationFn: async (body: TChangePasswordBody) =>
      unwrap(await api.account.changePassword({ body }), 200),
    onSuccess: () => {
      success(t('account.password.changed'));
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.sessions });
    },
    onError: useFailureToast(),
  });
}

export function useAccountSessions() {
  const api = useApi();
  return useQuery({
    queryKey: accountQueryKeys.sessions,
    queryFn: async () => unwrap(await api.account.listSessions(), 200),
  });
}

export function useRevokeSession() {
  const api = useApi();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const success = useSuccessToast();
  return useMutation({
    mutationFn: async (sessionId: string) =>
      unwrap(await api.account.revokeSession({ params: { sessionId } }), 200),
    onSuccess: () => {
      success(t('account.security.signedOut'));
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.sessions });
    },
    onError: useFailureToast(),
  });
}

export function useSecondFactorStatus() {
  const api = useApi();
  return useQuery({
    queryKey: accountQueryKeys.secondFactor,
    queryFn: async () => unwrap(await api.auth.secondFactorStatus(), 200),
  });
}

/** A new secret and its QR code; a query, so a re-render keeps the secret it shows. */
export function useSecondFactorEnrolment(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: accountQueryKeys.enrolment,
    queryFn: async () => unwrap(await api.auth.startSecondFactorEnrolment({ body: {} }), 200),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

export function useConfirmSecondFactor() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TSecondFactorCodeWithPassword): Promise<TSecondFactorConfirmed> =>
      unwrap(await api.auth.confirmSecondFactorEnrolment({ body }), 200),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.secondFactor }),
    onError: useFailureToast(),
  });
}

export function useDisableSecondFactor() {
  const api = useApi();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const success = useSuccessToast();
  return useMutation({
    mutationFn: async (body: TSecondFactorCodeWithPassword) =>
      unwrap(await api.auth.disableSecondFactor({ body }), 200),
    onSuccess: () => {
      success(t('account.security.turnedOff'));
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.secondFactor });
    },
    onError: useFailureToast(),
  });
}
