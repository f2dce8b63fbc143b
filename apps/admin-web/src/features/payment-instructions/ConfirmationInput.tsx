import { PasswordInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The admin proves again it is them: the current authenticator code, or the current password
 * for an admin without two-factor sign-in (possible only where it is optional).
 */
export function ConfirmationInput({
  withCode,
  value,
  onChange,
}: {
  withCode: boolean | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  if (withCode === false) {
    return (
      <PasswordInput
        label={t('paymentInstructions.confirmPassword')}
        description={t('paymentInstructions.confirmPasswordHint')}
        autoComplete="current-password"
        required
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  }
  return (
    <TextInput
      label={t('paymentInstructions.confirmCode')}
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
