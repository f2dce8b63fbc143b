import { AuthLayout, serverMessageOr } from '@coinvest/ui';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../paths';
import { translateAccountMessage } from '../../settings';
import { useUnlockSecondFactor } from '../api/unlock-second-factor';

/**
 * /second-factor/unlock?token=: the e-mailed link after too many wrong codes. Nothing happens
 * on opening it (mail scanners open links too); the owner unlocks with the button, or resets
 * the password when it was not them.
 */
export function SecondFactorUnlockPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const unlock = useUnlockSecondFactor();

  return (
    <AuthLayout
      title={t('auth.secondFactorUnlock.title')}
      description={t('auth.secondFactorUnlock.description')}
    >
      <Stack gap="md">
        {unlock.isSuccess ? (
          <>
            <Alert color="teal" role="status">
              {translateAccountMessage(unlock.data.message, t)}
            </Alert>
            <Button component={Link} to={paths.signIn} fullWidth>
              {t('auth.secondFactorUnlock.signIn')}
            </Button>
          </>
        ) : token === '' ? (
          <Alert color="red" role="alert">
            {t('auth.secondFactorUnlock.missingToken')}
          </Alert>
        ) : (
          <>
            {unlock.isError && (
              <Alert color="red" role="alert">
                {serverMessageOr(
                  unlock.error,
                  t('auth.secondFactorUnlock.failed'),
                  t,
                  translateAccountMessage,
                )}
              </Alert>
            )}
            <Button fullWidth loading={unlock.isPending} onClick={() => unlock.mutate(token)}>
              {t('auth.secondFactorUnlock.action')}
            </Button>
          </>
        )}
        <Text size="sm" c="dimmed">
          {t('auth.secondFactorUnlock.notYou')}{' '}
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            {t('auth.secondFactorUnlock.resetPassword')}
          </Anchor>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
