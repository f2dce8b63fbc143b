import { AuthLayout, notify, useSignOut } from '@coinvest/ui';
import { Button, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** A signed-in user who is not the admin: told so, offered to sign out, shown nothing else. */
export function UnauthorizedPage() {
  const { t } = useTranslation();
  const signOut = useSignOut();

  useEffect(() => {
    notify({
      variant: 'error',
      title: t('panel.unauthorized.title'),
      message: t('panel.unauthorized.message'),
    });
  }, [t]);

  return (
    <AuthLayout title={t('panel.unauthorized.title')} description={t('panel.unauthorized.message')}>
      <Stack gap="md">
        <Text size="sm">{t('panel.unauthorized.hint')}</Text>
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void signOut()}
        >
          {t('panel.signOut')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
