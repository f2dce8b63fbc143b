import type { TProject } from '@coinvest/contract';
import { PrefetchLink } from '@coinvest/ui';
import {
  Badge,
  Box,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconMapPin } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { projectPath } from '../../../paths';
import { Money } from '../../../lib/currency';
import { roundedFundedPercent } from '../lib/project-status';
import { ProjectImage } from './ProjectImage';
import { ProjectStatusBadge } from './ProjectStatusBadge';
import { ProgressBadges } from '../../progress';

/**
 * A project in a list: picture, status, where it is, what it takes to join, and a way in. Its
 * title is a heading one level below the section it is listed in (`headingOrder`).
 */
export function ProjectCard({
  project,
  headingOrder = 3,
}: {
  project: TProject;
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation();
  const percent = roundedFundedPercent(project);

  return (
    <Card component="article" padding="lg" h="100%" aria-labelledby={`project-${project.id}-title`}>
      <Card.Section pos="relative">
        <ProjectImage
          src={project.imageUrl}
          picture={project.coverPicture}
          alt={project.title}
          height={200}
        />
        <Box pos="absolute" top={12} left={12}>
          <ProjectStatusBadge project={project} />
        </Box>
      </Card.Section>

      <Stack gap="sm" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={headingOrder} size="h4" id={`project-${project.id}-title`} lineClamp={2}>
            {project.title}
          </Title>
          <Badge variant="light" color="navy" style={{ flexShrink: 0 }}>
            {t(`projects.types.${project.projectType}`)}
          </Badge>
        </Group>
        <Group gap={4} wrap="nowrap" c="dimmed">
          <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">{project.location}</Text>
        </Group>
        <ProgressBadges progress={project.progress} />

        <SimpleGrid cols={2} spacing="xs">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('projects.card.minInvestment')}
            </Text>
            <Text fw={700} c="teal.8">
              <Money amount={project.minInvestment} currency="USD" />
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('projects.card.unitPrice')}
            </Text>
            <Text fw={700}>
              <Money amount={project.unitPrice} currency="USD" />
            </Text>
          </Stack>
        </SimpleGrid>

        <Stack gap={4} mt="auto">
          <Progress
            value={Math.min(percent, 100)}
            color="teal"
            size="sm"
            aria-label={t('projects.status.funded', { percent })}
          />
          <Text size="xs" c="dimmed">
            <Trans
              i18nKey="projects.card.funded"
              components={{
                funded: <Money amount={project.currentFunding} currency="USD" />,
                target: <Money amount={project.totalTarget} currency="USD" />,
              }}
            />
          </Text>
          <Text size="xs" c="dimmed">
            {t('projects.card.units', {
              available: project.availableUnits,
              total: project.totalUnits,
            })}
          </Text>
        </Stack>

        <Button
          component={PrefetchLink}
          to={projectPath(project.id)}
          rightSection={<IconArrowRight size={16} aria-hidden />}
          aria-label={t('projects.card.viewDetailsOf', { title: project.title })}
          fullWidth
        >
          {t('projects.card.viewDetails')}
        </Button>
      </Stack>
    </Card>
  );
}
