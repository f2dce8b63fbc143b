import { currentUserQueryKey } from '@coinvest/ui';
import { Alert, Button, Container } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** Who is signed in could not be checked (network, server error): say so and offer a retry. */
export function UserLoadError() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <Container size="sm" py="xl" component="main">
      <Alert
        color="red"
        variant="light"
        title={t('common.userLoadFailedTitle')}
        icon={<IconAlertTriangle aria-hidden />}
      >
        {t('common.userLoadFailed')}
        <Button
          mt="md"
          variant="white"
          color="red"
          onClick={() => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey })}
        >
          {t('common.retry')}
        </Button>
      </Alert>
    </Container>
  );
}
