import { Button, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The one-time recovery codes, shown once right after enrolment. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text>{t('auth.secondFactor.recoveryDescription')}</Text>
      <List aria-label={t('auth.secondFactor.recoveryTitle')} ff="monospace" listStyleType="none">
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Button onClick={onDone}>{t('auth.secondFactor.recoveryDone')}</Button>
    </Stack>
  );
}
