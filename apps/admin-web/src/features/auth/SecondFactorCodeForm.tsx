import {
  ZSecondFactorCodeSchema,
  ZSecondFactorCodeWithPasswordSchema,
  type TSecondFactorCodeWithPassword,
} from '@coinvest/contract';
import { zodResolver } from '@coinvest/ui';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { translateSecondFactorMessage } from './lib/second-factor-messages';

export interface SecondFactorCodeFormProps {
  /** The code, and the current password ('' without withPassword). */
  onSubmit: (code: string, currentPassword: string) => void;
  pending: boolean;
  submitLabel: string;
  /** The sign-in also takes a recovery code; enrolment only the app's code. */
  allowRecoveryCode: boolean;
  /** A signed-in admin turning the factor on confirms with the current password too. */
  withPassword?: boolean;
}

/** One code field (and the password where asked), checked with the contract's schema first. */
export function SecondFactorCodeForm({
  onSubmit,
  pending,
  submitLabel,
  allowRecoveryCode,
  withPassword = false,
}: SecondFactorCodeFormProps) {
  const { t } = useTranslation();
  const form = useForm<TSecondFactorCodeWithPassword>({
    mode: 'controlled',
    initialValues: { code: '', currentPassword: '' },
    validate: zodResolver(
      withPassword ? ZSecondFactorCodeWithPasswordSchema : ZSecondFactorCodeSchema,
      t,
      translateSecondFactorMessage,
    ),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        onSubmit(
          ZSecondFactorCodeSchema.parse(values).code,
          withPassword ? values.currentPassword : '',
        ),
      )}
    >
      <Stack gap="md">
        {withPassword && (
          <PasswordInput
            label={t('auth.secondFactor.currentPassword')}
            autoComplete="current-password"
            data-autofocus
            {...form.getInputProps('currentPassword')}
          />
        )}
        <TextInput
          label={t('auth.secondFactor.codeLabel')}
          description={allowRecoveryCode ? t('auth.secondFactor.codeHelp') : undefined}
          autoComplete="one-time-code"
          inputMode={allowRecoveryCode ? 'text' : 'numeric'}
          data-autofocus={!withPassword || undefined}
          {...form.getInputProps('code')}
        />
        <Button type="submit" loading={pending} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
