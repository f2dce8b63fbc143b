import type { TProjectUpdate } from '@coinvest/contract';
import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VerificationLabel } from '../../verification';

/** The newest update that claims a percent (updates come newest first); undefined when none. */
function latestProgressClaim(updates: TProjectUpdate[]): TProjectUpdate | undefined {
  return updates.find(
    (update) => update.progressPercentage !== null && update.verification.status !== 'not_claimed',
  );
}

/**
 * The project's construction progress: the newest claimed percent with who stands behind it,
 * the same label as that update on the timeline (docs/product-rules.md, Evidence of progress).
 */
export function ConstructionProgress({ updates }: { updates: TProjectUpdate[] | undefined }) {
  const { t, i18n } = useTranslation();
  const claim = updates ? latestProgressClaim(updates) : undefined;
  if (!claim || claim.progressPercentage === null) return null;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(
    claim.progressPercentage / 100,
  );
  return (
    <Card component="section" aria-labelledby="construction-progress-title" withBorder>
      <Stack gap="xs">
        <Title order={2} size="h4" id="construction-progress-title">
          {t('evidenceUpload.progressTitle')}
        </Title>
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={claim.progressPercentage}
            size="lg"
            style={{ flex: 1 }}
            aria-label={t('evidenceUpload.progressTitle')}
          />
          <Text fw={700} c="navy.9">
            {t('evidenceUpload.progressValue', { percent })}
          </Text>
        </Group>
        <Group>
          <VerificationLabel verification={claim.verification} />
        </Group>
      </Stack>
    </Card>
  );
}
