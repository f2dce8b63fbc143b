import type { TProjectUpdate, TUpdateEvidence } from '@coinvest/contract';
import { formatDate } from '@coinvest/ui';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClock, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PictureImage } from '../gallery';

/** Metres under a kilometre, kilometres (one decimal) beyond, in the reader's locale. */
function formatDistance(meters: number, language: string): string {
  const kilometres = meters >= 1000;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: kilometres ? 'kilometer' : 'meter',
    maximumFractionDigits: kilometres ? 1 : 0,
  }).format(kilometres ? meters / 1000 : meters);
}

/**
 * Who stands behind an update's claim (docs/product-rules.md, Evidence of progress): verified
 * by an independent inspector on a date, reported by the developer and not yet verified, or
 * disputed with the inspector's note. An update that claims nothing shows nothing.
 */
export function VerificationLabel({ verification }: Pick<TProjectUpdate, 'verification'>) {
  const { t, i18n } = useTranslation();
  const date = verification.reviewedAt ? formatDate(verification.reviewedAt, i18n.language) : '';
  switch (verification.status) {
    case 'verified':
      return (
        <Badge color="teal" variant="light" leftSection={<IconShieldCheck size={14} aria-hidden />}>
          {t('verification.verified', { date })}
        </Badge>
      );
    case 'disputed':
      return (
        <Badge
          color="red"
          variant="light"
          leftSection={<IconAlertTriangle size={14} aria-hidden />}
        >
          {t('verification.disputed', { date })}
        </Badge>
      );
    case 'reported':
      return (
        <Badge color="gray" variant="light" leftSection={<IconClock size={14} aria-hidden />}>
          {t('verification.reported')}
        </Badge>
      );
    default:
      return null;
  }
}

function EvidencePhoto({ evidence, number }: { evidence: TUpdateEvidence; number: number }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={4} component="figure" m={0}>
      <PictureImage
        picture={evidence.picture}
        alt={t('verification.photoAlt', { number })}
        height={120}
        sizes="(min-width: 48em) 200px, 50vw"
      />
      <Text size="xs" component="figcaption">
        {evidence.source === 'inspector'
          ? t('verification.inspectorPhoto')
          : t('verification.developerPhoto')}
        <br />
        {evidence.takenAt
          ? t('verification.takenAt', { date: formatDate(evidence.takenAt, i18n.language) })
          : t('verification.noTakenAt')}
        <br />
        {evidence.distanceMeters === null
          ? t('verification.noDistance')
          : t('verification.distance', {
              distance: formatDistance(evidence.distanceMeters, i18n.language),
            })}
      </Text>
      {evidence.isFarFromSite || evidence.isOlderThanPreviousUpdate ? (
        <Group gap={4}>
          {evidence.isFarFromSite ? (
            <Badge color="orange" size="xs" variant="light">
              {t('verification.farFromSite')}
            </Badge>
          ) : null}
          {evidence.isOlderThanPreviousUpdate ? (
            <Badge color="orange" size="xs" variant="light">
              {t('verification.olderThanPrevious')}
            </Badge>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}

/** An update's sign-off and its evidence photos, under its text on the timeline. */
export function UpdateVerification({ update }: { update: TProjectUpdate }) {
  const { t } = useTranslation();
  const { verification, evidence } = update;
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <VerificationLabel verification={verification} />
        {verification.inspectorName ? (
          <Text size="xs" c="dimmed">
            {t('verification.inspector', { name: verification.inspectorName })}
          </Text>
        ) : null}
      </Group>
      {verification.note ? (
        <Text size="sm">{t('verification.note', { note: verification.note })}</Text>
      ) : null}
      {evidence.length > 0 ? (
        <section aria-label={t('verification.evidenceTitle')}>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
            {evidence.map((item, index) => (
              <EvidencePhoto key={item.picture.id} evidence={item} number={index + 1} />
            ))}
          </SimpleGrid>
        </section>
      ) : null}
    </Stack>
  );
}
