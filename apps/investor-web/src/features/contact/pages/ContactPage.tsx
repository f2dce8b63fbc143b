import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContactDetails } from '../components/ContactDetails';
import { ContactForm } from '../components/ContactForm';
import { WhyPartner } from '../components/WhyPartner';

/** /contact: how to reach us, why partner with us, and the contact form. */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <Container size="xl" py={{ base: 'xl', md: 48 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('pages.contact.title')}</Title>
          <Text c="dimmed" size="lg" maw={720}>
            {t('contact.intro')}
          </Text>
        </Stack>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <ContactDetails />
              <WhyPartner />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ContactForm />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
