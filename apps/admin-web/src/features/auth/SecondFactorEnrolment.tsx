import type { TSecondFactorConfirmed } from '@coinvest/contract';
import { Alert, Code, Image, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfirmSecondFactor, useSecondFactorEnrolment } from './api/second-factor';
import { SecondFactorCodeForm } from './SecondFactorCodeForm';

export interface SecondFactorEnrolmentProps {
  /** The sign-in's enrolment challenge; without it the signed-in admin enrols. */
  challengeToken?: string;
  onConfirmed: (confirmed: TSecondFactorConfirmed) => void;
  onFailed?: (error: Error) => void;
}

/** The QR code (and its key as text), then the app's first code turns the factor on. */
export function SecondFactorEnrolment({
  challengeToken,
  onConfirmed,
  onFailed,
}: SecondFactorEnrolmentProps) {
  const { t } = useTranslation();
  const enrolment = useSecondFactorEnrolment(challengeToken);
  const confirm = useConfirmSecondFactor(challengeToken);

  if (enrolment.isPending) return <Loader aria-label={t('auth.secondFactor.loading')} />;
  if (enrolment.isError) {
    return (
      <Alert color="red" role="alert">
        {t('auth.secondFactor.enrolmentFailed')}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Text>{t('auth.secondFactor.enrolDescription')}</Text>
      <Image
        src={enrolment.data.qrCodeDataUrl}
        alt={t('auth.secondFactor.qrAlt')}
        w={200}
        h={200}
        mx="auto"
      />
      <Text size="sm">
        {t('auth.secondFactor.secretLabel')} <Code>{enrolment.data.secret}</Code>
      </Text>
      <SecondFactorCodeForm
        pending={confirm.isPending}
        submitLabel={t('auth.secondFactor.confirm')}
        allowRecoveryCode={false}
        withPassword={challengeToken === undefined}
        onSubmit={(code, currentPassword) =>
          confirm.mutate({ code, currentPassword }, { onSuccess: onConfirmed, onError: onFailed })
        }
      />
    </Stack>
  );
}
