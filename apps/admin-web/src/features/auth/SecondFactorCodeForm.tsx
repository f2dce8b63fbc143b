import { ZSecondFactorCodeSchema, type TSecondFactorCode } from '@coinvest/contract';
import { zodResolver } from '@coinvest/ui';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { translateSecondFactorMessage } from './lib/second-factor-messages';

export interface SecondFactorCodeFormProps {
  onSubmit: (code: string) => void;
  pending: boolean;
  submitLabel: string;
  /** The sign-in also takes a recovery code; enrolment only the app's code. */
  allowRecoveryCode: boolean;
}

/** One code field, checked with the contract's schema before it is sent. */
export function SecondFactorCodeForm({
  onSubmit,
  pending,
  submitLabel,
  allowRecoveryCode,
}: SecondFactorCodeFormProps) {
  const { t } = useTranslation();
  const form = useForm<TSecondFactorCode>({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: zodResolver(ZSecondFactorCodeSchema, t, translateSecondFactorMessage),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => onSubmit(ZSecondFactorCodeSchema.parse(values).code))}
    >
      <Stack gap="md">
        <TextInput
          label={t('auth.secondFactor.codeLabel')}
          description={allowRecoveryCode ? t('auth.secondFactor.codeHelp') : undefined}
          autoComplete="one-time-code"
          inputMode={allowRecoveryCode ? 'text' : 'numeric'}
          data-autofocus
          {...form.getInputProps('code')}
        />
        <Button type="submit" loading={pending} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
