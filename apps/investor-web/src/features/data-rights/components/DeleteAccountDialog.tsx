import type { TAccountDeleted } from '@coinvest/contract';
import { serverMessageOr } from '@coinvest/ui';
import {
  Alert,
  Button,
  Group,
  List,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteMyAccount } from '../api/data-rights';
import { translateDataRightsMessage } from '../lib/data-rights-messages';

/** What the deletion kept, and why, in the reader's words. */
function KeptRecords({ result }: { result: TAccountDeleted }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text>{t('dataRights.deleted.intro')}</Text>
      {result.kept.length > 0 && (
        <List spacing="xs" aria-label={t('dataRights.deleted.keptTitle')}>
          {result.kept.map((kept) => (
            <List.Item key={kept.kind}>
              <Text fw={600} span>
                {t(`dataRights.kept.${kept.kind}.title`)}
              </Text>{' '}
              {t(`dataRights.kept.${kept.kind}.reason`)}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/**
 * 'Delete my account': the current password and the typed confirmation word, then what was
 * kept. The server has ended every session by then; closing the dialog signs this device out.
 */
export function DeleteAccountDialog({
  opened,
  onClose,
  onDeleted,
}: {
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const deletion = useDeleteMyAccount();
  const [password, setPassword] = useState('');
  const [typedWord, setTypedWord] = useState('');
  const confirmWord = t('dataRights.delete.confirmWord');
  const result = deletion.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    deletion.mutate({ password });
  };

  return (
    <Modal
      opened={opened}
      onClose={result ? onDeleted : onClose}
      title={result ? t('dataRights.deleted.title') : t('dataRights.delete.dialogTitle')}
      centered
    >
      {result ? (
        <Stack>
          <KeptRecords result={result} />
          <Group justify="flex-end">
            <Button onClick={onDeleted}>{t('dataRights.deleted.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack>
            <Text>{t('dataRights.delete.warning')}</Text>
            {deletion.error && (
              <Alert color="red" role="alert">
                {serverMessageOr(
                  deletion.error,
                  t('dataRights.delete.failed'),
                  t,
                  translateDataRightsMessage,
                )}
              </Alert>
            )}
            <PasswordInput
              label={t('dataRights.delete.password')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <TextInput
              label={t('dataRights.delete.typeWord', { word: confirmWord })}
              autoComplete="off"
              value={typedWord}
              onChange={(event) => setTypedWord(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('dataRights.delete.cancel')}
              </Button>
              <Button
                type="submit"
                color="red"
                loading={deletion.isPending}
                disabled={password === '' || typedWord.trim() !== confirmWord}
              >
                {t('dataRights.delete.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
