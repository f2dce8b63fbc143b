import { notify, useCurrentUser, useSignOut } from '@coinvest/ui';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailVerificationNotice, needsEmailVerification } from '../email-verification';
import { useDownloadMyData } from './api/data-rights';
import { DeleteAccountDialog } from './components/DeleteAccountDialog';

function RightCard({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm" h="100%" justify="space-between">
        <div>
          <Title order={3} size="h4">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {text}
          </Text>
        </div>
        <Group>{action}</Group>
      </Stack>
    </Paper>
  );
}

/**
 * The settings' data rights under Ghana's Data Protection Act, 2012 (Act 843): a copy of
 * everything stored about the reader, and deleting the account (docs/product-rules.md). Both
 * wait for a verified e-mail address: until then, the notice says so and the buttons are off.
 */
export function DataRightsSection() {
  const { t } = useTranslation();
  const download = useDownloadMyData();
  const signOut = useSignOut();
  const [deleting, setDeleting] = useState(false);
  const title = t('dataRights.title');
  const unverified = needsEmailVerification(useCurrentUser().user);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            {title}
          </Title>
          <Text c="dimmed">{t('dataRights.intro')}</Text>
        </div>
        {unverified && <EmailVerificationNotice reason="dataRights" />}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <RightCard
            title={t('dataRights.download.title')}
            text={t('dataRights.download.text')}
            action={
              <Button
                variant="light"
                disabled={unverified}
                loading={download.isPending}
                onClick={() =>
                  download.mutate(undefined, {
                    onError: () =>
                      notify({
                        variant: 'error',
                        title: t('dataRights.download.title'),
                        message: t('dataRights.download.failed'),
                      }),
                  })
                }
              >
                {t('dataRights.download.button')}
              </Button>
            }
          />
          <RightCard
            title={t('dataRights.delete.title')}
            text={t('dataRights.delete.text')}
            action={
              <Button
                color="red"
                variant="outline"
                disabled={unverified}
                onClick={() => setDeleting(true)}
              >
                {t('dataRights.delete.button')}
              </Button>
            }
          />
        </SimpleGrid>
      </Stack>
      {deleting && (
        <DeleteAccountDialog
          opened
          onClose={() => setDeleting(false)}
          onDeleted={() => void signOut()}
        />
      )}
    </Paper>
  );
}
