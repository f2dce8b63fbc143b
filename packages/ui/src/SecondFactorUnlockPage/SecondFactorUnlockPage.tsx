import { SECOND_FACTOR_MESSAGES, type TMessage } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../AuthLayout';
import { serverMessageOr } from '../i18n/server-message';
import {
  contractMessageTranslator,
  translateMessage,
  type MessageTranslator,
} from '../i18n/validation-messages';
import { useApi } from '../session/api-client';

export interface SecondFactorUnlockPageProps {
  /** Where 'Go to sign in' leads once unlocked. */
  signInPath: string;
  /** The site's password reset, offered to an owner who did not type the codes; none without. */
  resetPasswordPath?: string;
}

const translateUnlockOnly = contractMessageTranslator(
  {
    unlocked: SECOND_FACTOR_MESSAGES.unlocked,
    unlockInvalid: SECOND_FACTOR_MESSAGES.unlockInvalid,
  },
  'ui.secondFactorUnlock.messages',
);

/** The unlock's own answers (ui.secondFactorUnlock.messages.*), any other through the shared ones. */
const translateUnlockMessage: MessageTranslator = (message, t) => {
  const translated = translateUnlockOnly(message, t);
  return translated === message ? translateMessage(message, t) : translated;
};

/** POST /api/auth/second-factor/unlock: the e-mailed link's token, once. */
function useUnlockSecondFactor() {
  const api = useApi();
  return useMutation({
    mutationFn: async (token: string): Promise<TMessage> =>
      unwrap(await api.auth.unlockSecondFactor({ body: { token } }), 200),
  });
}

/**
 * /second-factor/unlock?token=: the e-mailed link after too many wrong codes, on either site.
 * Nothing happens on opening it (mail scanners open links too); the owner unlocks with the
 * button.
 */
export function SecondFactorUnlockPage({
  signInPath,
  resetPasswordPath,
}: SecondFactorUnlockPageProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const unlock = useUnlockSecondFactor();

  return (
    <AuthLayout
      title={t('ui.secondFactorUnlock.title')}
      description={t('ui.secondFactorUnlock.description')}
    >
      <Stack gap="md">
        {unlock.isSuccess ? (
          <>
            <Alert color="teal" role="status">
              {translateUnlockMessage(unlock.data.message, t)}
            </Alert>
            <Button component={Link} to={signInPath} fullWidth>
              {t('ui.secondFactorUnlock.signIn')}
            </Button>
          </>
        ) : token === '' ? (
          <Alert color="red" role="alert">
            {t('ui.secondFactorUnlock.missingToken')}
          </Alert>
        ) : (
          <>
            {unlock.isError && (
              <Alert color="red" role="alert">
                {serverMessageOr(
                  unlock.error,
                  t('ui.secondFactorUnlock.failed'),
                  t,
                  translateUnlockMessage,
                )}
              </Alert>
            )}
            <Button fullWidth loading={unlock.isPending} onClick={() => unlock.mutate(token)}>
              {t('ui.secondFactorUnlock.action')}
            </Button>
          </>
        )}
        {resetPasswordPath !== undefined && (
          <Text size="sm" c="dimmed">
            {t('ui.secondFactorUnlock.notYou')}{' '}
            <Anchor component={Link} to={resetPasswordPath} size="sm">
              {t('ui.secondFactorUnlock.resetPassword')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </AuthLayout>
  );
}
