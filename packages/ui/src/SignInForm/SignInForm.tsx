import { ZSignInBodySchema, type TSignInBody } from '@coinvest/contract';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '../forms/zod-resolver';

export interface SignInFormProps {
  onSubmit: (body: TSignInBody) => void;
  /** While the request is pending the button shows a spinner and cannot be pressed again. */
  pending: boolean;
  /** Placed between the password and the button, e.g. a 'Forgot password?' link. */
  passwordHelp?: ReactNode;
}

/** E-mail and password, checked with the contract's sign-in schema before anything is sent. */
export function SignInForm({ onSubmit, pending, passwordHelp }: SignInFormProps) {
  const { t } = useTranslation();
  const form = useForm<TSignInBody>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: zodResolver(ZSignInBodySchema, t),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => onSubmit(ZSignInBodySchema.parse(values)))}
    >
      <Stack gap="md">
        <TextInput
          label={t('ui.signIn.email')}
          placeholder={t('ui.signIn.emailPlaceholder')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('ui.signIn.password')}
          placeholder={t('ui.signIn.passwordPlaceholder')}
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        {passwordHelp}
        <Button type="submit" fullWidth size="md" loading={pending}>
          {t('ui.signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
