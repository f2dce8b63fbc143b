import { Card, List, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Why KYC is required, the documents needed, and the 3-step process. */
export function KycInfoCards() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      <Card withBorder radius="lg">
        <Title order={3} size="h5">
          {t('kyc.info.why.title')}
        </Title>
        <Text size="sm" mt="xs">
          {t('kyc.info.why.text')}
        </Text>
      </Card>
      <Card withBorder radius="lg">
        <Title order={3} size="h5">
          {t('kyc.info.documents.title')}
        </Title>
        <List size="sm" mt="xs">
          {(['id', 'address', 'selfie'] as const).map((item) => (
            <List.Item key={item}>{t(`kyc.info.documents.items.${item}`)}</List.Item>
          ))}
        </List>
      </Card>
      <Card withBorder radius="lg">
        <Title order={3} size="h5">
          {t('kyc.info.process.title')}
        </Title>
        <List type="ordered" size="sm" mt="xs">
          {(['submit', 'review', 'invest'] as const).map((item) => (
            <List.Item key={item}>{t(`kyc.info.process.items.${item}`)}</List.Item>
          ))}
        </List>
      </Card>
    </SimpleGrid>
  );
}
