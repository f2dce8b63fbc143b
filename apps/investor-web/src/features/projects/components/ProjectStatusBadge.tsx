import type { TProject } from '@coinvest/contract';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  isOpenForInvestment,
  PROJECT_STATUS_COLORS,
  roundedFundedPercent,
} from '../lib/project-status';

type StatusProject = Pick<
  TProject,
  'status' | 'availableUnits' | 'totalUnits' | 'fundedPercentage'
>;

/** The lifecycle status in its colour, and the percent funded while it is open for investment. */
export function ProjectStatusBadge({ project }: { project: StatusProject }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      <Badge color={PROJECT_STATUS_COLORS[project.status]} autoContrast variant="filled">
        {t(`projects.status.${project.status}`)}
      </Badge>
      {isOpenForInvestment(project) ? (
        <Badge color="gray.0" autoContrast variant="filled">
          {t('projects.status.funded', { percent: roundedFundedPercent(project) })}
        </Badge>
      ) : null}
    </Group>
  );
}
