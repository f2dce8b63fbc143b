import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { config } from '../../../config';

/** E-mail support, and phone support during business hours, at the site's contact details. */
export function StillHaveQuestionsCard() {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="still-have-questions" bg="teal.0">
      <Stack align="center" ta="center" gap="md">
        <Title order={2} id="still-have-questions">
          {t('faq.stillHaveQuestions.title')}
        </Title>
        <Text maw={560}>{t('faq.stillHaveQuestions.message')}</Text>
        <Group justify="center" gap="sm">
          <Button
            component="a"
            href={`mailto:${config.contactEmail}`}
            leftSection={<IconMail size={18} aria-hidden />}
          >
            {t('faq.stillHaveQuestions.emailSupport')}
          </Button>
          <Button
            component="a"
            href={`tel:${config.contactPhone.replace(/\s/g, '')}`}
            variant="outline"
            leftSection={<IconPhone size={18} aria-hidden />}
          >
            {t('faq.stillHaveQuestions.phoneSupport')}
          </Button>
        </Group>
        <Group gap={6} justify="center" wrap="nowrap">
          <IconClock size={16} aria-hidden />
          <Text size="sm">{t('faq.stillHaveQuestions.hours')}</Text>
        </Group>
      </Stack>
    </Card>
  );
}
