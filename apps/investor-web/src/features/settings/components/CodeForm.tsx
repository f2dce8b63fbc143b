import { ZSecondFactorCodeSchema, type TSecondFactorCode } from '@coinvest/contract';
import { zodResolver } from '@coinvest/ui';
import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { translateAccountMessage } from '../lib/account-messages';

export interface CodeFormProps {
  label: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (code: string) => void;
  onCancel?: () => void;
}

/** One authenticator (or recovery) code field, checked with the contract's schema first. */
export function CodeForm({ label, submitLabel, pending, onSubmit, onCancel }: CodeFormProps) {
  const { t } = useTranslation();
  const form = useForm<TSecondFactorCode>({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: zodResolver(ZSecondFactorCodeSchema, t, translateAccountMessage),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => onSubmit(ZSecondFactorCodeSchema.parse(values).code))}
    >
      <Group align="flex-end">
        <TextInput
          label={label}
          autoComplete="one-time-code"
          data-autofocus
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
