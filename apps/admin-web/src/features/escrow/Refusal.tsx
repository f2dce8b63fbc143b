import { ApiError } from '@coinvest/contract/client';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateEscrowMessage } from './lib/escrow-messages';

/** Why the API refused what the admin just did, in its words; nothing while all is well. */
export function Refusal({ error }: { error: Error | null }) {
  const { t } = useTranslation();
  if (error === null) return null;
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  return (
    <Alert color="red" role="alert">
      {reason ? translateEscrowMessage(reason, t) : t('escrow.failed')}
    </Alert>
  );
}
