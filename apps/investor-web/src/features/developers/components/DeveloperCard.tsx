import type { TPublicDeveloper } from '@coinvest/contract';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconCertificate,
  IconExternalLink,
  IconMail,
  IconMapPin,
  IconPhone,
  IconStarFilled,
} from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../lib/currency';
import { formatRating, isRated, telHref, websiteHref } from '../lib/developer-display';
import classes from './DeveloperCard.module.css';
import { DeveloperScorecard } from './DeveloperScorecard';

/** One developer, with every field of the card and its scorecard (docs/product-rules.md, Developers). */
export function DeveloperCard({ developer }: { developer: TPublicDeveloper }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const rated = isRated(developer.rating);
  const rating = rated ? formatRating(developer.rating, i18n.language) : null;
  const website = websiteHref(developer.website);
  const [firstSpecialty] = developer.specialties;
  const place = [developer.city, developer.country].filter(Boolean).join(', ');

  return (
    <Card component="article" aria-labelledby={headingId} withBorder radius="md" padding="lg">
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4} miw={0}>
            <Title order={2} id={headingId} className={classes.name}>
              {developer.name}
            </Title>
            {developer.establishedYear !== null && (
              <Text size="sm" c="dimmed">
                {t('developers.card.established', { year: developer.establishedYear })}
              </Text>
            )}
            {place && (
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={14} aria-hidden className={classes.icon} />
                <Text size="sm" c="dimmed">
                  {place}
                </Text>
              </Group>
            )}
          </Stack>
          {rating && (
            <Group
              gap={4}
              wrap="nowrap"
              className={classes.rating}
              role="img"
              aria-label={t('developers.card.ratingLabel', { rating })}
            >
              <IconStarFilled size={16} aria-hidden />
              <Text fw={700} size="sm" aria-hidden>
                {rating}
              </Text>
            </Group>
          )}
        </Group>

        {firstSpecialty && (
          <Badge variant="light" color="teal" w="fit-content">
            {firstSpecialty}
          </Badge>
        )}

        <Text size="sm">{developer.description}</Text>

        <dl className={classes.stats}>
          <div>
            <Text component="dt" size="xs" c="dimmed">
              {t('developers.card.completedProjects')}
            </Text>
            <Text component="dd" fw={700}>
              {developer.completedProjects}
            </Text>
          </div>
          <div>
            <Text component="dt" size="xs" c="dimmed">
              {t('developers.card.totalValue')}
            </Text>
            <Text component="dd" fw={700}>
              <Money amount={developer.totalValue} currency="GHS" />
            </Text>
          </div>
          <div>
            <Text component="dt" size="xs" c="dimmed">
              {t('developers.card.rating')}
            </Text>
            <Text component="dd" fw={700}>
              {rating ?? t('developers.card.notRated')}
            </Text>
          </div>
        </dl>

        <DeveloperScorecard scorecard={developer.scorecard} />

        {developer.specialties.length > 0 && (
          <Stack gap={6}>
            <Text size="xs" c="dimmed" id={`${headingId}-specialties`}>
              {t('developers.card.specialties')}
            </Text>
            <Group
              gap={6}
              component="ul"
              aria-labelledby={`${headingId}-specialties`}
              className={classes.list}
            >
              {developer.specialties.map((specialty) => (
                <li key={specialty}>
                  <Badge variant="outline" color="gray" tt="none">
                    {specialty}
                  </Badge>
                </li>
              ))}
            </Group>
          </Stack>
        )}

        <Stack gap={6} component="address" className={classes.contact}>
          <Group gap={8} wrap="nowrap">
            <IconPhone size={16} aria-hidden className={classes.icon} />
            <Anchor href={telHref(developer.phone)} size="sm">
              {developer.phone}
            </Anchor>
          </Group>
          <Group gap={8} wrap="nowrap">
            <IconMail size={16} aria-hidden className={classes.icon} />
            <Anchor href={`mailto:${developer.email}`} size="sm" className={classes.breakable}>
              {developer.email}
            </Anchor>
          </Group>
          {developer.address.trim() && (
            <Group gap={8} wrap="nowrap" align="flex-start">
              <IconMapPin size={16} aria-hidden className={classes.icon} />
              <Text size="sm">
                <Text span fw={600} size="sm">
                  {t('developers.card.address')}
                </Text>{' '}
                {developer.address}
              </Text>
            </Group>
          )}
          {developer.licenseNumber?.trim() && (
            <Group gap={8} wrap="nowrap" align="flex-start">
              <IconCertificate size={16} aria-hidden className={classes.icon} />
              <Text size="sm">
                <Text span fw={600} size="sm">
                  {t('developers.card.license')}
                </Text>{' '}
                {developer.licenseNumber}
              </Text>
            </Group>
          )}
        </Stack>

        {website && (
          <Button
            component="a"
            href={website}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            rightSection={<IconExternalLink size={16} aria-hidden />}
            mt="auto"
            fullWidth
          >
            {t('developers.card.visitWebsite')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
