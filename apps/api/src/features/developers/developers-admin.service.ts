import {
  ADMIN_ERROR_CODES,
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  DEVELOPER_ADMIN_MESSAGES,
  ERROR_CODES,
  type TAdminDeveloper,
  type TDeveloperValues,
} from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { Executor } from '../../lib/executor';
import { isUniqueViolation } from '../../lib/postgres-errors';
import type { AdminActor } from '../../lib/access/admin-access';
import { auditOf } from '../../lib/audit/record-audit';
import { toAdminDeveloper } from './developer-admin.mapper';
import {
  deleteDeveloperRow,
  insertDeveloper,
  listAllDevelopers,
  lockDeveloper,
  updateDeveloperRow,
} from './developers-admin.repository';

type Context = Pick<FastifyInstance, 'db'>;

const M = DEVELOPER_ADMIN_MESSAGES;

const developerNotFound = () =>
  new NotFoundError(M.developerNotFound, { errorCode: ERROR_CODES.notFound });

/** The unique constraints of developers, as the migration names them, and what they mean. */
const UNIQUE_FIELDS = [
  {
    constraint: 'developers_name_key',
    path: 'name',
    message: M.developerNameTaken,
    errorCode: ADMIN_ERROR_CODES.developerNameTaken,
  },
  {
    constraint: 'developers_license_number_key',
    path: 'licenseNumber',
    message: M.developerLicenseTaken,
    errorCode: ADMIN_ERROR_CODES.developerLicenseTaken,
  },
] as const;

async function withUniqueChecks<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const field = UNIQUE_FIELDS.find(({ constraint }) => isUniqueViolation(error, constraint));
    if (field) {
      throw new ConflictError(field.message, {
        errorCode: field.errorCode,
        issues: [{ path: field.path, message: field.message }],
      });
    }
    throw error;
  }
}

async function lockExistingDeveloper(trx: Executor, id: number) {
  const developer = await lockDeveloper(trx, id);
  if (!developer) throw developerNotFound();
  return developer;
}

const audit = auditOf(AUDIT_ENTITY_TYPES.developer);

export async function listAdminDevelopers({ db }: Context): Promise<TAdminDeveloper[]> {
  return (await listAllDevelopers(db)).map(toAdminDeveloper);
}

export function createDeveloper(
  { db }: Context,
  actor: AdminActor,
  values: TDeveloperValues,
): Promise<TAdminDeveloper> {
  return withUniqueChecks(() =>
    db.transaction().execute(async (trx) => {
      const developer = toAdminDeveloper(await insertDeveloper(trx, values));
      await audit(trx, actor, AUDIT_ACTIONS.developerCreate, developer.id, { after: developer });
      return developer;
    }),
  );
}

export function updateDeveloper(
  { db }: Context,
  actor: AdminActor,
  id: number,
  values: TDeveloperValues,
): Promise<TAdminDeveloper> {
  return withUniqueChecks(() =>
    db.transaction().execute(async (trx) => {
      const before = await lockExistingDeveloper(trx, id);
      const developer = toAdminDeveloper(await updateDeveloperRow(trx, id, values));
      await audit(trx, actor, AUDIT_ACTIONS.developerUpdate, id, {
        before: toAdminDeveloper(before),
        after: developer,
      });
      return developer;
    }),
  );
}

export async function deleteDeveloper(
  { db }: Context,
  actor: AdminActor,
  id: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await lockExistingDeveloper(trx, id);
    await deleteDeveloperRow(trx, id);
    await audit(trx, actor, AUDIT_ACTIONS.developerDelete, id, {
      before: toAdminDeveloper(before),
    });
  });
}
