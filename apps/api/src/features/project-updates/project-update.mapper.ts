import type { TProjectUpdate } from '@coinvest/contract';
import type { ProjectUpdateRow } from '@coinvest/db';

export function toProjectUpdate(row: ProjectUpdateRow): TProjectUpdate {
  return {
    id: row.id,
    projectId: row.projectId,
    title: row.title,
    description: row.description,
    progressPercentage: row.progressPercentage,
    updateType: row.updateType,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
  };
}
