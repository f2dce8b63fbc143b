import type { TProject } from '@coinvest/contract';
import { SimpleGrid, VisuallyHidden } from '@mantine/core';
import { ProjectCard } from './ProjectCard';
import { ProjectCardSkeleton } from './ProjectCardSkeleton';

interface ProjectGridProps {
  projects: TProject[] | undefined;
  /** How many skeleton cards stand in while `projects` is undefined. */
  skeletons: number;
  /** Read to screen readers while loading. */
  loadingLabel: string;
  /** The cards' title level: 2 right under a page's title, 3 (the default) in a section. */
  cardHeadingOrder?: 2 | 3;
}

/** Project cards in one to three columns, or skeletons while they load. */
export function ProjectGrid({
  projects,
  skeletons,
  loadingLabel,
  cardHeadingOrder,
}: ProjectGridProps) {
  const cols = { base: 1, sm: 2, lg: 3 };

  if (!projects) {
    return (
      <div role="status" aria-live="polite">
        <VisuallyHidden>{loadingLabel}</VisuallyHidden>
        <SimpleGrid cols={cols} spacing="lg" data-testid="project-skeletons">
          {Array.from({ length: skeletons }, (_, index) => (
            <ProjectCardSkeleton key={index} />
          ))}
        </SimpleGrid>
      </div>
    );
  }
  return (
    <SimpleGrid cols={cols} spacing="lg" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} headingOrder={cardHeadingOrder} />
        </li>
      ))}
    </SimpleGrid>
  );
}
