import { Alert, Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSecondFactorStatus } from './api/second-factor';
import { RecoveryCodes } from './RecoveryCodes';
import { SecondFactorEnrolment } from './SecondFactorEnrolment';

/**
 * Where the server lets an admin skip the second factor (ADMIN_MFA=optional), says that this
 * admin has none, with the set-up one click away.
 */
export function SecondFactorBanner() {
  const { t } = useTranslation();
  const status = useSecondFactorStatus();
  const [setUp, setSetUp] = useState<{ recoveryCodes?: string[] } | null>(null);

  const close = () => setSetUp(null);
  const showBanner = status.data && !status.data.enabled;
  return (
    <>
      {showBanner ? (
        <Alert color="yellow" title={t('auth.secondFactor.bannerTitle')} mb="md">
          {t('auth.secondFactor.bannerMessage')}{' '}
          <Button size="xs" variant="white" color="dark" onClick={() => setSetUp({})}>
            {t('auth.secondFactor.bannerAction')}
          </Button>
        </Alert>
      ) : null}
      <Modal
        opened={setUp !== null}
        onClose={close}
        title={
          setUp?.recoveryCodes
            ? t('auth.secondFactor.recoveryTitle')
            : t('auth.secondFactor.enrolTitle')
        }
      >
        {setUp?.recoveryCodes ? (
          <RecoveryCodes codes={setUp.recoveryCodes} onDone={close} />
        ) : setUp ? (
          <SecondFactorEnrolment onConfirmed={({ recoveryCodes }) => setSetUp({ recoveryCodes })} />
        ) : null}
      </Modal>
    </>
  );
}
