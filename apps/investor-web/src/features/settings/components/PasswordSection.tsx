import { ZChangePasswordBodySchema, type TChangePasswordBody } from '@coinvest/contract';
import { zodResolver } from '@coinvest/ui';
import { Button, Group, PasswordInput, SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../api/account';
import { translateAccountMessage } from '../lib/account-messages';
import { SettingsSection } from './SettingsSection';

/** The current password, then the new one twice (sign-up's rules, checked by the contract). */
export function PasswordSection() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm<TChangePasswordBody>({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: zodResolver(ZChangePasswordBodySchema, t, translateAccountMessage),
  });

  return (
    <SettingsSection title={t('account.password.title')}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          change.mutate(values, { onSuccess: () => form.reset() }),
        )}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <PasswordInput
            label={t('account.password.currentPassword')}
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('account.password.newPassword')}
            autoComplete="new-password"
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('account.password.confirmPassword')}
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
        </SimpleGrid>
        <Group mt="md">
          <Button type="submit" loading={change.isPending}>
            {t('account.password.save')}
          </Button>
        </Group>
      </form>
    </SettingsSection>
  );
}
