import { AuthLayout, serverMessageOr } from '@coinvest/ui';
import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../paths';
import { useUnlockSecondFactor } from './api/second-factor';
import { translateSecondFactorMessage } from './lib/second-factor-messages';

/**
 * /second-factor/unlock?token=: the e-mailed link after too many wrong codes. Nothing happens
 * on opening it (mail scanners open links too); the admin or inspector unlocks with the button.
 */
export function SecondFactorUnlockPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const unlock = useUnlockSecondFactor();

  return (
    <AuthLayout
      title={t('auth.secondFactor.unlock.title')}
      description={t('auth.secondFactor.unlock.description')}
    >
      <Stack gap="md">
        {unlock.isSuccess ? (
          <>
            <Alert color="teal" role="status">
              {translateSecondFactorMessage(unlock.data.message, t)}
            </Alert>
            <Button component={Link} to={paths.signIn} fullWidth>
              {t('auth.secondFactor.unlock.signIn')}
            </Button>
          </>
        ) : token === '' ? (
          <Alert color="red" role="alert">
            {t('auth.secondFactor.unlock.missingToken')}
          </Alert>
        ) : (
          <>
            {unlock.isError && (
              <Alert color="red" role="alert">
                {serverMessageOr(
                  unlock.error,
                  t('auth.secondFactor.unlock.failed'),
                  t,
                  translateSecondFactorMessage,
                )}
              </Alert>
            )}
            <Button fullWidth loading={unlock.isPending} onClick={() => unlock.mutate(token)}>
              {t('auth.secondFactor.unlock.action')}
            </Button>
          </>
        )}
      </Stack>
    </AuthLayout>
  );
}
