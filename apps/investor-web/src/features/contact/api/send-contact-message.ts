import type { TContactMessage, TMessage } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { notify, useApi } from '@coinvest/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { config } from '../../../config';

/**
 * POST /api/contact. Success: 'Message Sent!'. Failure: 'Failed to Send', pointing to the
 * support address so the visitor can still reach us.
 */
export function useSendContactMessage() {
  const api = useApi();
  const { t } = useTranslation();

  return useMutation({
    mutationFn: async (body: TContactMessage): Promise<TMessage> =>
      unwrap(await api.contact.sendContactMessage({ body }), 201),
    onSuccess: () => {
      notify({
        variant: 'success',
        title: t('contact.sentTitle'),
        message: t('contact.sentMessage'),
      });
    },
    onError: () => {
      notify({
        variant: 'error',
        title: t('contact.failedTitle'),
        message: t('contact.failedMessage', { email: config.contactEmail }),
      });
    },
  });
}
