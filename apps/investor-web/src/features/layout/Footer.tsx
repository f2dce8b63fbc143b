import { Brand } from '@coinvest/ui';
import { ActionIcon, Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconClock,
  IconMail,
  IconMapPin,
  IconPhone,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { config } from '../../config';
import classes from './Footer.module.css';
import { navLinks } from './nav-links';

const socialNetworks: { key: keyof typeof config.socialLinks; icon: Icon }[] = [
  { key: 'facebook', icon: IconBrandFacebook },
  { key: 'x', icon: IconBrandX },
  { key: 'linkedin', icon: IconBrandLinkedin },
  { key: 'instagram', icon: IconBrandInstagram },
];

/** Quick links, what co-investing here means, how to reach us, and where we post. */
export function Footer() {
  const { t } = useTranslation();
  const quickLinks = navLinks.filter((link) => !link.signedInOnly);

  return (
    <footer className={classes.footer} aria-label={t('footer.label')}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Box className={classes.brand}>
              <Brand inverted />
            </Box>
            <Text size="sm">{t('footer.summary')}</Text>
          </Stack>

          <nav aria-labelledby="footer-quick-links">
            <Text component="h2" id="footer-quick-links" className={classes.heading}>
              {t('footer.quickLinks')}
            </Text>
            <ul className={classes.list}>
              {quickLinks.map((link) => (
                <li key={link.to}>
                  <Anchor component={Link} to={link.to} className={classes.link}>
                    {t(link.labelKey)}
                  </Anchor>
                </li>
              ))}
            </ul>
          </nav>

          <div>
            <Text component="h2" className={classes.heading}>
              {t('footer.contactHeading')}
            </Text>
            <Stack gap={8} component="address" style={{ fontStyle: 'normal' }}>
              <Group gap={8} wrap="nowrap">
                <IconMail size={16} aria-hidden />
                <Anchor href={`mailto:${config.contactEmail}`} className={classes.link}>
                  {t('footer.email', { email: config.contactEmail })}
                </Anchor>
              </Group>
              <Group gap={8} wrap="nowrap">
                <IconPhone size={16} aria-hidden />
                <Anchor
                  href={`tel:${config.contactPhone.replace(/\s/g, '')}`}
                  className={classes.link}
                >
                  {t('footer.phone', { phone: config.contactPhone })}
                </Anchor>
              </Group>
              <Group gap={8} wrap="nowrap" align="flex-start">
                <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
                <Text size="sm">{t('footer.office')}</Text>
              </Group>
              <Group gap={8} wrap="nowrap">
                <IconClock size={16} aria-hidden />
                <Text size="sm">{t('footer.hours')}</Text>
              </Group>
            </Stack>
          </div>

          <div>
            <Text component="h2" className={classes.heading}>
              {t('footer.followUs')}
            </Text>
            <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {socialNetworks.map(({ key, icon: NetworkIcon }) => (
                <li key={key}>
                  <ActionIcon
                    component="a"
                    href={config.socialLinks[key]}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="lg"
                    variant="subtle"
                    color="gray.3"
                    aria-label={t(`footer.social.${key}`)}
                  >
                    <NetworkIcon size={20} aria-hidden />
                  </ActionIcon>
                </li>
              ))}
            </Group>
          </div>
        </SimpleGrid>

        <Stack gap={4} className={classes.bottom}>
          <Text size="xs">{t('footer.riskNotice')}</Text>
          <Text size="xs">{t('footer.copyright', { year: new Date().getFullYear() })}</Text>
        </Stack>
      </Container>
    </footer>
  );
}
