import { AuthLayout } from '@coinvest/ui';
import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { emailSchema, USER_MESSAGES } from '@coinvest/contract';
import { paths } from '../../../paths';
import { RequestCodeStep } from '../components/RequestCodeStep';
import { ResetDoneStep } from '../components/ResetDoneStep';
import { ResetPasswordStep } from '../components/ResetPasswordStep';

type Step = { name: 'request' } | { name: 'reset'; email: string } | { name: 'done' };

/**
 * /forgot-password in three steps: request a code, reset with it, done. With ?email= (the link
 * in an inspector's invitation, which carries its code) it opens at the code step.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<Step>(() => {
    const invited = emailSchema(USER_MESSAGES.emailInvalid).safeParse(
      searchParams.get('email') ?? '',
    );
    return invited.success ? { name: 'reset', email: invited.data } : { name: 'request' };
  });
  const [email, setEmail] = useState('');

  const backToSignIn = (
    <Anchor component={Link} to={paths.signIn} size="sm" fw={600}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('auth.backToSignIn')}
      </Group>
    </Anchor>
  );

  if (step.name === 'reset') {
    return (
      <AuthLayout
        title={t('auth.forgotPassword.resetTitle')}
        description={t('auth.forgotPassword.resetDescription', { email: step.email })}
        footer={backToSignIn}
      >
        <ResetPasswordStep
          email={step.email}
          onReset={() => setStep({ name: 'done' })}
          onTryAgain={() => setStep({ name: 'request' })}
        />
      </AuthLayout>
    );
  }

  if (step.name === 'done') {
    return (
      <AuthLayout
        title={t('auth.forgotPassword.successTitle')}
        description={t('auth.forgotPassword.successDescription')}
      >
        <ResetDoneStep />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('auth.forgotPassword.requestTitle')}
      description={t('auth.forgotPassword.requestDescription')}
      footer={backToSignIn}
    >
      <RequestCodeStep
        initialEmail={email}
        onSent={(sentTo) => {
          setEmail(sentTo);
          setStep({ name: 'reset', email: sentTo });
        }}
      />
    </AuthLayout>
  );
}
