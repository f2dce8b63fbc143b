import { ApiError } from '@coinvest/contract/client';
import { AuthLayout, SignInForm, usePrefetchOnIntent } from '@coinvest/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../paths';
import { useAdminSignIn, useSecondFactorSignIn } from './api/second-factor';
import { RecoveryCodes } from './RecoveryCodes';
import { SecondFactorCodeForm } from './SecondFactorCodeForm';
import { SecondFactorEnrolment } from './SecondFactorEnrolment';

type Step =
  | { kind: 'password' }
  | { kind: 'code'; challengeToken: string }
  | { kind: 'enrolment'; challengeToken: string }
  | { kind: 'recovery-codes'; codes: string[] };

/**
 * /signin on the admin site: its own origin, so its own session. The password, then the
 * authenticator's code when the admin has one, or its set-up first where it is required.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const signIn = useAdminSignIn();
  // The admin is about to sign in: the panel's code loads while they type.
  const panelIntent = usePrefetchOnIntent(paths.panel);
  const openPanel = () => void navigate(paths.panel);
  // The challenge lasts minutes: once it has expired (401), only the password starts again.
  const backToPasswordOnExpiry = (error: Error) => {
    if (error instanceof ApiError && error.status === 401) setStep({ kind: 'password' });
  };

  switch (step.kind) {
    case 'password':
      return (
        <AuthLayout title={t('auth.signIn.title')} description={t('auth.signIn.description')}>
          <div {...panelIntent}>
            <SignInForm
              pending={signIn.isPending}
              onSubmit={(body) =>
                signIn.mutate(body, {
                  onSuccess: (answer) => {
                    if ('token' in answer) openPanel();
                    else setStep({ kind: answer.next, challengeToken: answer.challengeToken });
                  },
                })
              }
            />
          </div>
        </AuthLayout>
      );
    case 'code':
      return (
        <CodeStep
          challengeToken={step.challengeToken}
          onSignedIn={openPanel}
          onFailed={backToPasswordOnExpiry}
        />
      );
    case 'enrolment':
      return (
        <AuthLayout
          title={t('auth.secondFactor.enrolTitle')}
          description={t('auth.secondFactor.enrolRequired')}
        >
          <SecondFactorEnrolment
            challengeToken={step.challengeToken}
            onConfirmed={({ recoveryCodes }) =>
              setStep({ kind: 'recovery-codes', codes: recoveryCodes })
            }
            onFailed={backToPasswordOnExpiry}
          />
        </AuthLayout>
      );
    case 'recovery-codes':
      return (
        <AuthLayout title={t('auth.secondFactor.recoveryTitle')}>
          <RecoveryCodes codes={step.codes} onDone={openPanel} />
        </AuthLayout>
      );
  }
}

function CodeStep({
  challengeToken,
  onSignedIn,
  onFailed,
}: {
  challengeToken: string;
  onSignedIn: () => void;
  onFailed: (error: Error) => void;
}) {
  const { t } = useTranslation();
  const verify = useSecondFactorSignIn(challengeToken);
  return (
    <AuthLayout
      title={t('auth.secondFactor.codeTitle')}
      description={t('auth.secondFactor.codeDescription')}
    >
      <SecondFactorCodeForm
        pending={verify.isPending}
        submitLabel={t('auth.secondFactor.verify')}
        allowRecoveryCode
        onSubmit={(code) => verify.mutate(code, { onSuccess: onSignedIn, onError: onFailed })}
      />
    </AuthLayout>
  );
}
