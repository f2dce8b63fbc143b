import type { TProjectUpdate, TProjectUpdateAuthor, TProjectUpdateType } from '@coinvest/contract';
import { formatDate } from '@coinvest/ui';
import {
  Badge,
  Card,
  Group,
  Progress,
  Skeleton,
  Stack,
  Text,
  Timeline,
  Title,
  type TimelineItemProps,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconFlag,
  IconProgress,
  IconRosetteDiscountCheck,
} from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { useProjectSchedule } from '../../progress';
import { TranslatedContent } from '../../translation';
import { UpdateVerification } from '../../verification';

const UPDATE_LOOK: Record<TProjectUpdateType, { color: string; icon: typeof IconFlag }> = {
  progress: { color: 'blue', icon: IconProgress },
  milestone: { color: 'teal', icon: IconFlag },
  completion: { color: 'green', icon: IconRosetteDiscountCheck },
  alert: { color: 'orange', icon: IconAlertTriangle },
};

interface UpdatesTimelineProps {
  updates: TProjectUpdate[] | undefined;
  /** The project's developer, whose reports the developer's updates are. */
  developerName: string | null;
  isLoading: boolean;
  isError: boolean;
}

/** Construction updates, newest first. */
export function UpdatesTimeline({
  updates,
  developerName,
  isLoading,
  isError,
}: UpdatesTimelineProps) {
  const { t } = useTranslation();

  return (
    <Card component="section" aria-labelledby="updates-title">
      <Title order={2} size="h4" id="updates-title" mb="md">
        {t('projects.detail.updates.title')}
      </Title>
      {isLoading ? (
        <Skeleton h={120} aria-hidden />
      ) : isError ? (
        <Text c="dimmed">{t('projects.detail.updates.loadFailed')}</Text>
      ) : updates && updates.length > 0 ? (
        <Timeline bulletSize={28} lineWidth={2} active={updates.length - 1}>
          {updates.map((update) => (
            <UpdateItem key={update.id} update={update} developerName={developerName} />
          ))}
        </Timeline>
      ) : (
        <Text c="dimmed">{t('projects.detail.updates.empty')}</Text>
      )}
    </Card>
  );
}

/**
 * One update, its title and description in the reader's language. Timeline passes each item
 * its place in the line, which goes on to Timeline.Item.
 */
function UpdateItem({
  update,
  developerName,
  ...itemProps
}: { update: TProjectUpdate; developerName: string | null } & TimelineItemProps) {
  const { t, i18n } = useTranslation();
  const { color, icon: TypeIcon } = UPDATE_LOOK[update.updateType];
  return (
    <TranslatedContent texts={[update.title, update.description]}>
      {({ texts: [title, description], contentProps: { id, lang, dir }, toggle }) => (
        <Timeline.Item
          {...itemProps}
          // The escrow's releases link to the verified update they rest on.
          id={`update-${update.id}`}
          color={color}
          bullet={<TypeIcon size={16} aria-hidden />}
          title={
            <Title order={3} size="h5" lang={lang} dir={dir}>
              {title}
            </Title>
          }
        >
          <Stack gap={6} mt={4}>
            <Group gap="xs">
              <Badge color={color} variant="light" size="sm">
                {t(`projects.updateTypes.${update.updateType}`)}
              </Badge>
              <Text size="xs" c="dimmed" component="time" dateTime={update.createdAt}>
                {formatDate(update.createdAt, i18n.language)}
              </Text>
              <UpdateAuthor author={update.author} developerName={developerName} />
            </Group>
            <Text size="sm" id={id} lang={lang} dir={dir}>
              {description}
            </Text>
            {update.progressPercentage !== null ? (
              <Group gap="xs" wrap="nowrap">
                <Progress
                  value={update.progressPercentage}
                  color={color}
                  size="sm"
                  style={{ flex: 1 }}
                  aria-label={t('projects.detail.updates.progress')}
                />
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {t('projects.detail.updates.progressValue', {
                    percent: update.progressPercentage,
                  })}
                </Text>
              </Group>
            ) : null}
            {update.milestoneId !== null ? (
              <ClaimedMilestone projectId={update.projectId} milestoneId={update.milestoneId} />
            ) : null}
            <UpdateVerification update={update} />
            {toggle}
          </Stack>
        </Timeline.Item>
      )}
    </TranslatedContent>
  );
}

/**
 * Whose words the update is: the platform's own note is never passed off as the developer's
 * report, nor the other way round.
 */
function UpdateAuthor({
  author,
  developerName,
}: {
  author: TProjectUpdateAuthor;
  developerName: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed">
      {author === 'platform' ? (
        t('projects.detail.updates.postedByPlatform')
      ) : developerName ? (
        <Trans
          i18nKey="projects.detail.updates.postedByDeveloper"
          components={{ name: <bdi translate="no">{developerName}</bdi> }}
        />
      ) : (
        t('projects.detail.updates.postedByUnnamedDeveloper')
      )}
    </Text>
  );
}

/** The schedule milestone an update claims reached, named as the schedule names it. */
function ClaimedMilestone({ projectId, milestoneId }: { projectId: number; milestoneId: number }) {
  const { t } = useTranslation();
  const schedule = useProjectSchedule(projectId);
  const milestone = schedule.data?.milestones.find(({ id }) => id === milestoneId);
  if (!milestone) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <IconFlag size={14} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="xs" translate="no">
        {t('updateMilestone.claimed', { name: milestone.name })}
      </Text>
    </Group>
  );
}
