import { ZVerifyEmailBodySchema, type TVerifyEmailBody } from '@coinvest/contract';
import { zodResolver } from '@coinvest/ui';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useResendVerificationCode, useVerifyEmail } from '../api/verify-email';

/** The e-mailed code, checked with the contract's schema first, and a way to get a new one. */
export function VerifyEmailForm({ onVerified }: { onVerified: () => void }) {
  const { t } = useTranslation();
  const verify = useVerifyEmail();
  const resend = useResendVerificationCode();
  const form = useForm<TVerifyEmailBody>({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: zodResolver(ZVerifyEmailBodySchema, t),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        verify.mutate(ZVerifyEmailBodySchema.parse(values).code, { onSuccess: onVerified }),
      )}
    >
      <Stack gap="md">
        <TextInput
          label={t('emailVerification.code')}
          description={t('emailVerification.codeHelp')}
          autoComplete="one-time-code"
          inputMode="numeric"
          data-autofocus
          {...form.getInputProps('code')}
        />
        <Group>
          <Button type="submit" loading={verify.isPending}>
            {t('emailVerification.verify')}
          </Button>
          <Button variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
            {t('emailVerification.resend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
