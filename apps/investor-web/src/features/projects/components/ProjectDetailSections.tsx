import type { TProjectDetail } from '@coinvest/contract';
import { useCurrentUser } from '@coinvest/ui';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { ProjectDeveloperScorecard } from '../../developers';
import { ProjectEscrowSection } from '../../escrow';
import { UnitSelectionActions } from '../../investing';
import { ProjectProgressSection } from '../../progress';
import { useProjectUnits } from '../api/get-project-units';
import { useProjectUpdates } from '../api/get-project-updates';
import { useUnitStatistics } from '../api/get-unit-statistics';
import { ConstructionProgress } from './ConstructionProgress';
import { DirectInvestmentCard } from './DirectInvestmentCard';
import { ExpressInterestCard } from './ExpressInterestCard';
import { FundingProgress } from './FundingProgress';
import { PostProjectUpdate } from './PostProjectUpdate';
import { ProjectDetailsCard } from './ProjectDetailsCard';
import classes from './ProjectDetailSections.module.css';
import { UnitInvestmentStatus } from './UnitInvestmentStatus';
import { UnitList } from './UnitList';
import { UpdatesTimeline } from './UpdatesTimeline';

// A project's page below its summary: a chunk of its own, fetched once the top of the page is
// on screen (ProjectDetailPage), with the forms, modals and lists it holds.

interface ProjectSectionsProps {
  project: TProjectDetail;
  /** A unit chosen to invest in from the list: the Direct Investment card takes it. */
  onInvest: (unitId: number) => void;
}

/** The main column below the key figures: units, progress, escrow, updates and the developer. */
export function ProjectSections({ project, onInvest }: ProjectSectionsProps) {
  const { user } = useCurrentUser();
  const units = useProjectUnits(project.id);
  const statistics = useUnitStatistics(project.id);
  const updates = useProjectUpdates(project.id);
  // Units chosen in the list.
  const [selectedUnitIds, setSelectedUnitIds] = useState<number[]>([]);
  const toggleUnit = (unitId: number) =>
    setSelectedUnitIds((current) =>
      current.includes(unitId) ? current.filter((id) => id !== unitId) : [...current, unitId],
    );
  return (
    <>
      <UnitInvestmentStatus project={project} statistics={statistics.data} />
      <FundingProgress project={project} />
      <ProjectDetailsCard />
      <UnitList
        units={units.data}
        isLoading={units.isPending}
        isError={units.isError}
        selectedIds={selectedUnitIds}
        onToggle={toggleUnit}
        actions={
          <UnitSelectionActions
            project={project}
            selectedUnits={(units.data ?? []).filter((unit) => selectedUnitIds.includes(unit.id))}
            user={user}
            onInterestSent={() => setSelectedUnitIds([])}
            onInvest={(unit) => onInvest(unit.id)}
          />
        }
      />
      <ConstructionProgress updates={updates.data} />
      <ProjectProgressSection projectId={project.id} />
      <ProjectEscrowSection projectId={project.id} />
      {user?.role === 'admin' && <PostProjectUpdate projectId={project.id} />}
      <UpdatesTimeline
        updates={updates.data}
        developerName={project.developerName}
        isLoading={updates.isPending}
        isError={updates.isError}
      />
      <ProjectDeveloperScorecard developerId={project.developerId} />
    </>
  );
}

interface ProjectActionsProps {
  project: TProjectDetail;
  investUnitId: number | null;
  onInvestUnitChange: (unitId: number | null) => void;
}

/** The side column: interest and the Direct Investment card, the one investment flow. */
export function ProjectActions({ project, investUnitId, onInvestUnitChange }: ProjectActionsProps) {
  const { user } = useCurrentUser();
  const units = useProjectUnits(project.id);
  return (
    <Stack gap="lg" className={classes.aside}>
      <ExpressInterestCard project={project} user={user} />
      <DirectInvestmentCard
        project={project}
        units={units.data ?? []}
        user={user}
        unitId={investUnitId}
        onUnitChange={onInvestUnitChange}
      />
    </Stack>
  );
}
