import { isLanguageCode, sharedFaqAnswer } from '@coinvest/contract';
import { Accordion, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StillHaveQuestionsCard } from '../components/StillHaveQuestionsCard';
import { faqItems, isSharedFaqItem, type TFaqItem } from '../faq-items';

/** /faq: the 10 questions, one open at a time, then where to ask more. */
export function FaqPage() {
  const { t, i18n } = useTranslation();
  const language = isLanguageCode(i18n.language) ? i18n.language : 'en';
  const answer = (id: TFaqItem) =>
    isSharedFaqItem(id) ? sharedFaqAnswer(id, language) : t(`faq.items.${id}.answer`);

  return (
    <Container size="md" py={{ base: 'xl', md: 48 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('pages.faq.title')}</Title>
          <Text c="dimmed" size="lg">
            {t('faq.intro')}
          </Text>
        </Stack>
        {/* One open at a time: Mantine's Accordion without `multiple`. */}
        <Accordion variant="separated" radius="md" chevronPosition="right" order={2}>
          {faqItems.map((id) => (
            <Accordion.Item key={id} value={id}>
              <Accordion.Control>
                <Text span fw={600}>
                  {t(`faq.items.${id}.question`)}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text>{answer(id)}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <StillHaveQuestionsCard />
      </Stack>
    </Container>
  );
}
