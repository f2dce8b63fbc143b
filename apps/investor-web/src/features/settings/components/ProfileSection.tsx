import { ZUpdateProfileBodySchema, type TUpdateProfileBody, type TUser } from '@coinvest/contract';
import { zodResolver } from '@coinvest/ui';
import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '../api/account';
import { translateAccountMessage } from '../lib/account-messages';
import { EmailChangeForm } from './EmailChangeForm';
import { SettingsSection } from './SettingsSection';

/** Names and username in one form; the e-mail in its own steps below. */
export function ProfileSection({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useForm<TUpdateProfileBody>({
    mode: 'controlled',
    initialValues: { firstName: user.firstName, lastName: user.lastName, username: user.username },
    validate: zodResolver(ZUpdateProfileBodySchema, t, translateAccountMessage),
  });

  return (
    <SettingsSection title={t('account.profile.title')}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => update.mutate(ZUpdateProfileBodySchema.parse(values)))}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('account.profile.firstName')}
            autoComplete="given-name"
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('account.profile.lastName')}
            autoComplete="family-name"
            {...form.getInputProps('lastName')}
          />
          <TextInput
            label={t('account.profile.username')}
            autoComplete="username"
            {...form.getInputProps('username')}
          />
        </SimpleGrid>
        <Group mt="md">
          <Button type="submit" loading={update.isPending}>
            {t('account.profile.save')}
          </Button>
        </Group>
      </form>
      <EmailChangeForm currentEmail={user.email} />
    </SettingsSection>
  );
}
