import type { TProjectUpdate } from '@coinvest/contract';
import type { ProjectUpdateRow } from '@coinvest/db';
import type { UpdateProof } from './update-evidence';

export function toProjectUpdate(row: ProjectUpdateRow, proof: UpdateProof): TProjectUpdate {
  return {
    id: row.id,
    projectId: row.projectId,
    title: row.title,
    description: row.description,
    progressPercentage: row.progressPercentage,
    updateType: row.updateType,
    imageUrl: row.imageUrl,
    milestoneId: row.milestoneId,
    author: row.author,
    createdAt: row.createdAt.toISOString(),
    evidence: proof.evidence,
    verification: proof.verification,
  };
}
