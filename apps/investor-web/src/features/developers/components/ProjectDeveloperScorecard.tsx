import { Card, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeveloper } from '../api/get-developer';
import { DeveloperScorecard } from './DeveloperScorecard';

/**
 * A project page's section: its developer's scorecard. Nothing shows while the project names
 * no developer on the platform, or names one that is no longer listed.
 */
export function ProjectDeveloperScorecard({
  developerId,
}: {
  developerId: number | null | undefined;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const developer = useDeveloper(developerId);
  if (!developer.isSuccess) return null;

  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id={headingId}>
            {t('scorecard.projectSectionTitle')}
          </Title>
          <Text c="dimmed">{developer.data.name}</Text>
        </Stack>
        <DeveloperScorecard scorecard={developer.data.scorecard} />
      </Stack>
    </Card>
  );
}
