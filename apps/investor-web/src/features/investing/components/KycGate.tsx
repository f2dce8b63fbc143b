import type { TKycRecord, TUser } from '@coinvest/contract';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import { useKyc } from '../../kyc';

interface KycGateProps {
  user: TUser;
  /** What the verified user (or the admin) sees. */
  children: ReactNode;
}

type GateState = 'none' | 'pending' | 'rejected' | 'requires_additional_info' | 'expired';

function gateState(record: TKycRecord | null): GateState | null {
  if (!record) return 'none';
  if (record.isVerified) return null;
  if (record.status === 'approved') return 'expired';
  if (record.status === 'pending' || record.status === 'under_review') return 'pending';
  return record.status;
}

const actionKeys = {
  none: 'investing.kyc.noneAction',
  pending: 'investing.kyc.viewStatus',
  rejected: 'investing.kyc.rejectedAction',
  requires_additional_info: 'investing.kyc.requiresInfoAction',
  expired: 'investing.kyc.expiredAction',
} as const satisfies Record<GateState, string>;

/**
 * The KYC gate for the action 'invest': approved and unexpired verification lets the user
 * through; every other state says why not and leads to /kyc-verification. The admin bypasses.
 */
export function KycGate({ user, children }: KycGateProps) {
  const { t } = useTranslation();
  const isAdmin = user.role === 'admin';
  const kyc = useKyc(user.id, { enabled: !isAdmin });

  if (isAdmin) return <>{children}</>;
  if (kyc.isPending) return <Loader size="sm" aria-label={t('investing.kyc.title')} />;
  if (kyc.isError) {
    return (
      <Alert color="red" title={t('investing.kyc.title')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('investing.kyc.loadFailed')}</Text>
          <Button size="xs" variant="default" onClick={() => void kyc.refetch()}>
            {t('investing.kyc.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const state = gateState(kyc.data);
  if (state === null) return <>{children}</>;
  return (
    <Alert
      color={state === 'pending' ? 'blue' : 'yellow'}
      icon={<IconShieldLock size={20} aria-hidden />}
      title={t('investing.kyc.title')}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t(`investing.kyc.${state}`)}</Text>
        <Button component={Link} to={paths.kycVerification} size="sm">
          {t(actionKeys[state])}
        </Button>
      </Stack>
    </Alert>
  );
}
