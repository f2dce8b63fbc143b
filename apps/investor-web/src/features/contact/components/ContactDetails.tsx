import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../../../config';

/** E-mail, phone, hours and office: the same configured details as the footer. */
export function ContactDetails() {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="contact-details-title">
      <Stack gap="md">
        <Title order={2} id="contact-details-title">
          {t('contact.details.title')}
        </Title>
        <Stack gap="md" component="address" style={{ fontStyle: 'normal' }}>
          <Detail icon={IconMail} label={t('contact.details.email')}>
            <Anchor href={`mailto:${config.contactEmail}`} style={{ overflowWrap: 'anywhere' }}>
              {config.contactEmail}
            </Anchor>
          </Detail>
          <Detail icon={IconPhone} label={t('contact.details.phone')}>
            <Anchor href={`tel:${config.contactPhone.replace(/\s/g, '')}`}>
              {config.contactPhone}
            </Anchor>
          </Detail>
          <Detail icon={IconClock} label={t('contact.details.hours')}>
            <Text>{t('contact.details.hoursValue')}</Text>
          </Detail>
          <Detail icon={IconMapPin} label={t('contact.details.office')}>
            <Text>{t('contact.details.officeValue')}</Text>
          </Detail>
        </Stack>
      </Stack>
    </Card>
  );
}

function Detail({
  icon: DetailIcon,
  label,
  children,
}: {
  icon: Icon;
  label: string;
  children: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
        <DetailIcon size={20} />
      </ThemeIcon>
      <div>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        {children}
      </div>
    </Group>
  );
}
