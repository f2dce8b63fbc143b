import type { TUser } from '@coinvest/contract';
import { ApiError } from '@coinvest/contract/client';
import { AuthLayout, SignInForm } from '@coinvest/ui';
import { Anchor, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { openAdminSite } from '../../../lib/admin-site';
import { paths } from '../../../paths';
import { needsEmailVerification } from '../../email-verification';
import { CodeForm } from '../../settings';
import { useInvestorSignIn, useSecondFactorSignIn } from '../api/sign-in';
import { gettingStartedState, isGettingStarted } from '../../../lib/getting-started';

/**
 * /signin. The password, then the authenticator's code when the account has two-factor
 * sign-in on. The admin works on the admin site (its own origin and session), so an admin is
 * sent there (also when the server wants their code or enrolment); an investor whose address
 * is not verified yet enters the e-mailed code first; everyone else lands on the dashboard,
 * except a new investor coming from sign-up, who goes on to identity verification.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useInvestorSignIn();
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const justSignedUp = isGettingStarted(useLocation().state);
  const onSignedIn = (user: TUser) => {
    if (user.role === 'admin') openAdminSite();
    else if (needsEmailVerification(user)) {
      void navigate(paths.verifyEmail, justSignedUp ? { state: gettingStartedState } : undefined);
    } else if (justSignedUp) void navigate(paths.kycVerification, { state: gettingStartedState });
    else void navigate(paths.dashboard);
  };

  if (challengeToken !== null) {
    return (
      <CodeStep
        challengeToken={challengeToken}
        onSignedIn={onSignedIn}
        onExpired={() => setChallengeToken(null)}
      />
    );
  }

  return (
    <AuthLayout
      title={t('auth.signIn.title')}
      description={t('auth.signIn.description')}
      footer={
        <Text size="sm">
          {t('auth.signIn.noAccount')}{' '}
          <Anchor component={Link} to={paths.signUp} fw={600}>
            {t('auth.signIn.signUpLink')}
          </Anchor>
        </Text>
      }
    >
      <SignInForm
        pending={signIn.isPending}
        onSubmit={(body) =>
          signIn.mutate(body, {
            onSuccess: (answer) => {
              if ('token' in answer) onSignedIn(answer.user);
              else if (answer.next === 'code') setChallengeToken(answer.challengeToken);
              else openAdminSite();
            },
          })
        }
        passwordHelp={
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              {t('auth.signIn.forgotPassword')}
            </Anchor>
          </Group>
        }
      />
    </AuthLayout>
  );
}

function CodeStep({
  challengeToken,
  onSignedIn,
  onExpired,
}: {
  challengeToken: string;
  onSignedIn: (user: TUser) => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const verify = useSecondFactorSignIn(challengeToken);
  return (
    <AuthLayout
      title={t('account.signInCode.title')}
      description={t('account.signInCode.description')}
    >
      <CodeForm
        label={t('account.security.codeOrRecovery')}
        submitLabel={t('account.signInCode.verify')}
        pending={verify.isPending}
        onSubmit={(code) =>
          verify.mutate(code, {
            onSuccess: ({ user }) => onSignedIn(user),
            // The challenge lasts minutes: once it has expired (401), the password starts again.
            onError: (error) => {
              if (error instanceof ApiError && error.status === 401) onExpired();
            },
          })
        }
      />
    </AuthLayout>
  );
}
