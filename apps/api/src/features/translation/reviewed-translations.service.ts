import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  DEFAULT_LANGUAGE_CODE,
  ERROR_CODES,
  TRANSLATION_MESSAGES,
  type TLanguageCode,
  type TReviewedTranslation,
  type TSaveReviewedTranslationBody,
} from '@coinvest/contract';
import type { ReviewedTranslationRow } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../../lib/errors';
import type { AdminActor } from '../../lib/access/admin-access';
import { recordAudit } from '../../lib/audit/record-audit';
import { findProjectRow, lockProject } from '../projects/projects-admin.repository';
import { projectNotFound } from '../../lib/projects/project-lookup';
import { textHash } from './source-text';
import {
  deleteReviewedTranslationRow,
  findReviewedTranslationRow,
  listReviewedTranslationRows,
  upsertReviewedTranslation,
} from './translation.repository';

type Context = Pick<FastifyInstance, 'db'>;

/** Current while it was written for the description the project has now. */
function toReviewedTranslation(
  row: ReviewedTranslationRow,
  descriptionHash: string,
): TReviewedTranslation {
  return {
    projectId: row.projectId,
    language: row.language as TLanguageCode,
    description: row.description,
    isCurrent: row.sourceHash === descriptionHash,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const auditEntity = (projectId: number, language: string) => ({
  type: AUDIT_ENTITY_TYPES.reviewedTranslation,
  id: `${projectId}:${language}`,
});

/** English is the original: there is nothing to review. */
function refuseEnglish(language: TLanguageCode): void {
  if (language !== DEFAULT_LANGUAGE_CODE) return;
  throw new BadRequestError(TRANSLATION_MESSAGES.translationLanguageInvalid, {
    errorCode: ERROR_CODES.validationFailed,
    issues: [{ path: 'language', message: TRANSLATION_MESSAGES.translationLanguageInvalid }],
  });
}

export async function listReviewedTranslations(
  { db }: Context,
  projectId: number,
): Promise<TReviewedTranslation[]> {
  const project = await findProjectRow(db, projectId);
  if (!project) throw projectNotFound();
  const descriptionHash = textHash(project.description);
  const rows = await listReviewedTranslationRows(db, projectId);
  return rows.map((row) => toReviewedTranslation(row, descriptionHash));
}

/**
 * Stores the admin's translation of the project's description as it is now (its hash kept
 * with it), replacing the language's earlier one; audited in the same transaction.
 */
export async function saveReviewedTranslation(
  { db }: Context,
  actor: AdminActor,
  projectId: number,
  language: TLanguageCode,
  body: TSaveReviewedTranslationBody,
): Promise<TReviewedTranslation> {
  refuseEnglish(language);
  return db.transaction().execute(async (trx) => {
    const project = await lockProject(trx, projectId);
    if (!project) throw projectNotFound();
    const descriptionHash = textHash(project.description);
    const before = await findReviewedTranslationRow(trx, projectId, language);
    const saved = toReviewedTranslation(
      await upsertReviewedTranslation(trx, {
        projectId,
        language,
        sourceHash: descriptionHash,
        description: body.description,
        reviewedBy: actor.userId,
      }),
      descriptionHash,
    );
    await recordAudit(trx, {
      actor,
      entity: auditEntity(projectId, language),
      action: AUDIT_ACTIONS.reviewedTranslationSave,
      ...(before && { before: toReviewedTranslation(before, descriptionHash) }),
      after: saved,
    });
    return saved;
  });
}

/**
 * Removes the language's reviewed translation, so the service translates the description
 * again. Removing one that is not there changes nothing and records nothing.
 */
export async function deleteReviewedTranslation(
  { db }: Context,
  actor: AdminActor,
  projectId: number,
  language: TLanguageCode,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const project = await lockProject(trx, projectId);
    if (!project) throw projectNotFound();
    const removed = await deleteReviewedTranslationRow(trx, projectId, language);
    if (!removed) return;
    await recordAudit(trx, {
      actor,
      entity: auditEntity(projectId, language),
      action: AUDIT_ACTIONS.reviewedTranslationDelete,
      before: toReviewedTranslation(removed, textHash(project.description)),
    });
  });
}
