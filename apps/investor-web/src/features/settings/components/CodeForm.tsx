import {
  ZSecondFactorCodeSchema,
  ZSecondFactorCodeWithPasswordSchema,
  type TSecondFactorCodeWithPassword,
} from '@coinvest/contract';
import { zodResolver } from '@coinvest/ui';
import { Button, Group, PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { translateAccountMessage } from '../lib/account-messages';

export interface CodeFormProps {
  label: string;
  submitLabel: string;
  pending: boolean;
  /**
   * Ask for the current password as well: turning the factor on or off takes it, so a stolen
   * session alone cannot.
   */
  withPassword?: boolean;
  /** The code, and the current password ('' without withPassword). */
  onSubmit: (code: string, currentPassword: string) => void;
  onCancel?: () => void;
}

/** One authenticator (or recovery) code field, checked with the contract's schema first. */
export function CodeForm({
  label,
  submitLabel,
  pending,
  withPassword = false,
  onSubmit,
  onCancel,
}: CodeFormProps) {
  const { t } = useTranslation();
  const form = useForm<TSecondFactorCodeWithPassword>({
    mode: 'controlled',
    initialValues: { code: '', currentPassword: '' },
    validate: zodResolver(
      withPassword ? ZSecondFactorCodeWithPasswordSchema : ZSecondFactorCodeSchema,
      t,
      translateAccountMessage,
    ),
  });
  return (
    <form
      noValidate
      // Named, so its password field is told apart from the other forms' on the page.
      aria-label={t('account.security.twoFactorTitle')}
      onSubmit={form.onSubmit((values) =>
        onSubmit(
          ZSecondFactorCodeSchema.parse(values).code,
          withPassword ? values.currentPassword : '',
        ),
      )}
    >
      <Group align="flex-end">
        {withPassword && (
          <PasswordInput
            label={t('account.security.currentPassword')}
            autoComplete="current-password"
            data-autofocus
            {...form.getInputProps('currentPassword')}
          />
        )}
        <TextInput
          label={label}
          autoComplete="one-time-code"
          data-autofocus={!withPassword || undefined}
          {...form.getInputProps('code')}
        />
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {t('account.security.cancel')}
          </Button>
        )}
      </Group>
    </form>
  );
}
