import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Image,
  List,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useConfirmSecondFactor,
  useDisableSecondFactor,
  useSecondFactorEnrolment,
  useSecondFactorStatus,
} from '../api/account';
import { CodeForm } from './CodeForm';

type Step =
  | { kind: 'idle' }
  | { kind: 'enrolling' }
  | { kind: 'disabling' }
  | { kind: 'codes'; codes: string[] };

/**
 * Two-factor sign-in on or off: turning it on shows the QR code and key, the app's first code
 * with the current password confirms it and the recovery codes are shown once; turning it off
 * takes the current password and a current code. Either ends the other devices' sessions.
 */
export function TwoFactorSetting() {
  const { t } = useTranslation();
  const status = useSecondFactorStatus();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const enrolment = useSecondFactorEnrolment(step.kind === 'enrolling');
  const confirm = useConfirmSecondFactor();
  const disable = useDisableSecondFactor();
  const enabled = status.data?.enabled ?? false;

  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Title order={3} size="h4">
          {t('account.security.twoFactorTitle')}
        </Title>
        {status.isPending && <Loader size="xs" />}
      </Group>
      {status.data && (
        <Text size="sm">
          {enabled ? t('account.security.twoFactorOn') : t('account.security.twoFactorOff')}
        </Text>
      )}

      {step.kind === 'idle' && status.data && (
        <Group>
          {enabled ? (
            !status.data.required && (
              <Button variant="light" color="red" onClick={() => setStep({ kind: 'disabling' })}>
                {t('account.security.turnOff')}
              </Button>
            )
          ) : (
            <Button variant="light" onClick={() => setStep({ kind: 'enrolling' })}>
              {t('account.security.turnOn')}
            </Button>
          )}
        </Group>
      )}

      {step.kind === 'enrolling' &&
        (enrolment.isPending ? (
          <Loader size="sm" />
        ) : enrolment.isError ? (
          <Alert color="red" role="alert">
            {t('account.loadFailed')}
          </Alert>
        ) : (
          <Stack gap="sm">
            <Text size="sm">{t('account.security.enrolDescription')}</Text>
            <Image
              src={enrolment.data.qrCodeDataUrl}
              alt={t('account.security.qrAlt')}
              w={180}
              h={180}
            />
            <Text size="sm">
              {t('account.security.secretLabel')} <Code>{enrolment.data.secret}</Code>
            </Text>
            <CodeForm
              label={t('account.security.code')}
              submitLabel={t('account.security.confirm')}
              pending={confirm.isPending}
              withPassword
              onSubmit={(code, currentPassword) =>
                confirm.mutate(
                  { code, currentPassword },
                  {
                    onSuccess: ({ recoveryCodes }) =>
                      setStep({ kind: 'codes', codes: recoveryCodes }),
                  },
                )
              }
              onCancel={() => setStep({ kind: 'idle' })}
            />
          </Stack>
        ))}

      {step.kind === 'codes' && (
        <Stack gap="sm">
          <Badge color="teal" variant="light">
            {t('account.security.turnedOn')}
          </Badge>
          <Text fw={600}>{t('account.security.recoveryTitle')}</Text>
          <Text size="sm">{t('account.security.recoveryDescription')}</Text>
          <List
            aria-label={t('account.security.recoveryTitle')}
            ff="monospace"
            listStyleType="none"
          >
            {step.codes.map((code) => (
              <List.Item key={code}>{code}</List.Item>
            ))}
          </List>
          <Group>
            <Button onClick={() => setStep({ kind: 'idle' })}>
              {t('account.security.recoveryDone')}
            </Button>
          </Group>
        </Stack>
      )}

      {step.kind === 'disabling' && (
        <CodeForm
          label={t('account.security.codeOrRecovery')}
          submitLabel={t('account.security.turnOff')}
          pending={disable.isPending}
          withPassword
          onSubmit={(code, currentPassword) =>
            disable.mutate(
              { code, currentPassword },
              { onSuccess: () => setStep({ kind: 'idle' }) },
            )
          }
          onCancel={() => setStep({ kind: 'idle' })}
        />
      )}
    </Stack>
  );
}
