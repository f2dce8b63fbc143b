import { AuthLayout, SignInForm, useSignIn } from '@coinvest/ui';
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { openAdminSite } from '../../../lib/admin-site';
import { paths } from '../../../paths';

/**
 * /signin. The admin works on the admin site (its own origin and session), so an admin is
 * sent there; everyone else lands on the dashboard.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();

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
            onSuccess: ({ user }) => {
              if (user.role === 'admin') openAdminSite();
              else void navigate(paths.dashboard);
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
