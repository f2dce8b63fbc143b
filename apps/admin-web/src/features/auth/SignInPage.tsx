import { AuthLayout, SignInForm, useSignIn } from '@coinvest/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../paths';

/** /signin on the admin site: its own origin, so its own session. The panel decides access. */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();

  return (
    <AuthLayout title={t('auth.signIn.title')} description={t('auth.signIn.description')}>
      <SignInForm
        pending={signIn.isPending}
        onSubmit={(body) => signIn.mutate(body, { onSuccess: () => void navigate(paths.panel) })}
      />
    </AuthLayout>
  );
}
