import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCalculator, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguagePicker, useSiteLanguage } from '../../../i18n';
import { paths } from '../../../paths';
import classes from './HeroSection.module.css';

/** What the platform is, for whom, and the two ways in. */
export function HeroSection() {
  const { t } = useTranslation();
  // The hero shows its language picker only while the site is in English.
  const { language } = useSiteLanguage();
  return (
    <section className={classes.hero} aria-labelledby="home-title">
      <Container size="xl" py={{ base: 56, md: 104 }}>
        <Stack gap="lg" align="flex-start">
          <Badge
            size="lg"
            variant="white"
            color="navy.9"
            leftSection={<IconWorld size={14} aria-hidden />}
          >
            {t('home.hero.badge')}
          </Badge>
          <Title order={1} id="home-title" c="white" className={classes.title}>
            {t('home.hero.title')}
          </Title>
          <Text size="xl" className={classes.subtitle}>
            {t('home.hero.subtitle')}
          </Text>
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.projects}
              size="lg"
              color="gold.5"
              c="navy.9"
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              {t('home.hero.browseProjects')}
            </Button>
            <Button
              component="a"
              href="#calculator"
              size="lg"
              variant="white"
              color="navy.9"
              leftSection={<IconCalculator size={18} aria-hidden />}
            >
              {t('home.hero.calculateReturns')}
            </Button>
          </Group>
          {language === 'en' ? (
            <Group gap="sm">
              <Text c="white" fw={500}>
                {t('home.hero.languagePrompt')}
              </Text>
              <LanguagePicker />
            </Group>
          ) : null}
        </Stack>
      </Container>
    </section>
  );
}
