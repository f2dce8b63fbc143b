import { Alert, Button, Container } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentUserQueryKey } from '../session/current-user';

/**
 * Who is signed in could not be checked (network, server error): say so and offer a retry,
 * rather than treating the user as signed out.
 */
export function UserLoadError() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <Container size="sm" py="xl">
      <Alert
        color="red"
        variant="light"
        title={t('ui.session.loadFailedTitle')}
        icon={<IconAlertTriangle aria-hidden />}
      >
        {t('ui.session.loadFailed')}
        <Button
          display="block"
          mt="md"
          variant="white"
          color="red"
          onClick={() => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey })}
        >
          {t('ui.session.retry')}
        </Button>
      </Alert>
    </Container>
  );
}
