import {
  ADMIN_ERROR_CODES,
  ADMIN_PROJECT_MESSAGES,
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  type TAdminProject,
  type TAdminProjectPage,
  type TAdminProjectValues,
  type TProjectStatus,
} from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { ConflictError } from '../../lib/errors';
import type { AdminActor } from '../../lib/access/admin-access';
import { recordAudit } from '../../lib/audit/record-audit';
import { deletePictureFiles, pictureFileKeys } from '../pictures/picture-store';
import { lockUnitsOfProject } from '../units/units.repository';
import { searchWords } from './project-search';
import { toAdminProject } from './project-admin.mapper';
import {
  countAdminProjects,
  deleteProjectRow,
  findProjectRow,
  insertProject,
  listAdminProjectPage,
  lockProject,
  projectHasInvestments,
  setProjectPublished,
  updateProjectRow,
} from './projects-admin.repository';
import { projectNotFound } from '../../lib/projects/project-lookup';
import { numberedPage } from '../../lib/paging';

type Context = Pick<FastifyInstance, 'db' | 'storage'>;

export async function listAdminProjects(
  { db }: Context,
  query: {
    q?: string | undefined;
    status?: TProjectStatus | '' | undefined;
    page: number;
    pageSize: number;
  },
): Promise<TAdminProjectPage> {
  const filters = {
    words: searchWords(query.q),
    status: query.status || undefined,
  };
  return numberedPage(
    query,
    {
      rows: (slice) => listAdminProjectPage(db, filters, slice),
      total: () => countAdminProjects(db, filters),
    },
    toAdminProject,
  );
}

export async function getAdminProject({ db }: Context, id: number): Promise<TAdminProject> {
  const row = await findProjectRow(db, id);
  if (!row) throw projectNotFound();
  return toAdminProject(row);
}

export async function createProject(
  { db }: Context,
  actor: AdminActor,
  values: TAdminProjectValues,
): Promise<TAdminProject> {
  return db.transaction().execute(async (trx) => {
    const project = toAdminProject(await insertProject(trx, values));
    await recordAudit(trx, {
      actor,
      entity: { type: AUDIT_ENTITY_TYPES.project, id: project.id },
      action: AUDIT_ACTIONS.projectCreate,
      after: project,
    });
    return project;
  });
}

export async function updateProject(
  { db }: Context,
  actor: AdminActor,
  id: number,
  values: TAdminProjectValues,
): Promise<TAdminProject> {
  return db.transaction().execute(async (trx) => {
    const before = await lockProject(trx, id);
    if (!before) throw projectNotFound();
    const project = toAdminProject(await updateProjectRow(trx, id, values));
    await recordAudit(trx, {
      actor,
      entity: { type: AUDIT_ENTITY_TYPES.project, id },
      action: AUDIT_ACTIONS.projectUpdate,
      before: toAdminProject(before),
      after: project,
    });
    return project;
  });
}

/**
 * Publishes a draft, or makes a published project a draft again (docs/product-rules.md,
 * Publishing). Asking for the state the project is already in changes nothing and records
 * nothing: a second click answers the same project.
 */
export async function setPublished(
  { db }: Context,
  actor: AdminActor,
  id: number,
  publish: boolean,
): Promise<TAdminProject> {
  return db.transaction().execute(async (trx) => {
    const before = await lockProject(trx, id);
    if (!before) throw projectNotFound();
    if ((before.publishedAt !== null) === publish) return toAdminProject(before);
    const project = toAdminProject(await setProjectPublished(trx, id, publish));
    await recordAudit(trx, {
      actor,
      entity: { type: AUDIT_ENTITY_TYPES.project, id },
      action: publish ? AUDIT_ACTIONS.projectPublish : AUDIT_ACTIONS.projectUnpublish,
      before: { publishedAt: before.publishedAt?.toISOString() ?? null },
      after: { publishedAt: project.publishedAt },
    });
    return project;
  });
}

/**
 * Removes a project with its units, updates, interests and pictures; the audit record keeps the
 * project and the ids of every row that went with it. The pictures' files go once the rows have
 * (a failure there leaves an unreachable file, never a picture without its files). Money records must outlive nothing they point at, so a
 * project that anyone has invested in (any status) is refused; the units' rows are locked
 * first so no investment can slip in between the check and the delete.
 */
export async function deleteProject(
  { db, storage }: Context,
  actor: AdminActor,
  id: number,
): Promise<void> {
  const pictures = await db.transaction().execute(async (trx) => {
    const project = await lockProject(trx, id);
    if (!project) throw projectNotFound();
    const units = await lockUnitsOfProject(trx, id);
    if (await projectHasInvestments(trx, id)) {
      throw new ConflictError(ADMIN_PROJECT_MESSAGES.projectHasInvestments, {
        errorCode: ADMIN_ERROR_CODES.projectHasInvestments,
      });
    }
    const { removed, pictures } = await deleteProjectRow(trx, id);
    await recordAudit(trx, {
      actor,
      entity: { type: AUDIT_ENTITY_TYPES.project, id },
      action: AUDIT_ACTIONS.projectDelete,
      before: {
        ...toAdminProject(project),
        units,
        cascade: Object.fromEntries(
          Object.entries(removed).map(([table, rowIds]) => [
            table,
            { count: rowIds.length, ids: rowIds },
          ]),
        ),
      },
    });
    return pictures;
  });
  await deletePictureFiles(storage, pictures.flatMap(pictureFileKeys));
}
