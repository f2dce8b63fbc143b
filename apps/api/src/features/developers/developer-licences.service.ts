import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  DEVELOPER_ADMIN_MESSAGES,
  DEVELOPER_LICENCE_MESSAGES,
  ERROR_CODES,
  type TDeveloperLicence,
  type TDeveloperLicenceKind,
} from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../lib/errors';
import type { Executor } from '../../lib/executor';
import type { AdminActor } from '../../lib/access/admin-access';
import { recordAudit } from '../../lib/audit/record-audit';
import { utcDay } from '../progress/delay-class';
import {
  deleteDeveloperLicence,
  findDeveloperLicence,
  upsertDeveloperLicence,
} from './developer-licences.repository';
import { lockDeveloper } from './developers-admin.repository';
import { licencesWithStatus, loadLicences } from './scorecard';

type Context = Pick<FastifyInstance, 'db'>;

async function lockExistingDeveloper(trx: Executor, id: number): Promise<void> {
  if (!(await lockDeveloper(trx, id))) {
    throw new NotFoundError(DEVELOPER_ADMIN_MESSAGES.developerNotFound, {
      errorCode: ERROR_CODES.notFound,
    });
  }
}

async function licencesOf(db: Executor, developerId: number): Promise<TDeveloperLicence[]> {
  const licences = await loadLicences(db, [developerId]);
  return licencesWithStatus(licences.get(developerId) ?? [], utcDay(new Date()));
}

/** Both licences of a developer, 'missing' where none was entered. */
export async function listDeveloperLicences(
  { db }: Context,
  developerId: number,
): Promise<TDeveloperLicence[]> {
  return db.transaction().execute(async (trx) => {
    await lockExistingDeveloper(trx, developerId);
    return licencesOf(trx, developerId);
  });
}

/** Sets or changes one licence, audited on the developer with the licence before and after. */
export async function setDeveloperLicence(
  { db }: Context,
  actor: AdminActor,
  developerId: number,
  kind: TDeveloperLicenceKind,
  values: { number: string; expiresOn: string },
): Promise<TDeveloperLicence[]> {
  return db.transaction().execute(async (trx) => {
    await lockExistingDeveloper(trx, developerId);
    const before = await findDeveloperLicence(trx, developerId, kind);
    const after = await upsertDeveloperLicence(trx, developerId, kind, values);
    await recordAudit(trx, {
      actor,
      entity: { type: AUDIT_ENTITY_TYPES.developer, id: developerId },
      action: AUDIT_ACTIONS.developerLicenceSet,
      before: before ?? null,
      after,
    });
    return licencesOf(trx, developerId);
  });
}

/** Removes one licence; 404 when the developer has none of that kind. */
export async function removeDeveloperLicence(
  { db }: Context,
  actor: AdminActor,
  developerId: number,
  kind: TDeveloperLicenceKind,
): Promise<TDeveloperLicence[]> {
  return db.transaction().execute(async (trx) => {
    await lockExistingDeveloper(trx, developerId);
    const before = await deleteDeveloperLicence(trx, developerId, kind);
    if (!before) {
      throw new NotFoundError(DEVELOPER_LICENCE_MESSAGES.licenceNotFound, {
        errorCode: ERROR_CODES.notFound,
      });
    }
    await recordAudit(trx, {
      actor,
      entity: { type: AUDIT_ENTITY_TYPES.developer, id: developerId },
      action: AUDIT_ACTIONS.developerLicenceRemove,
      before,
    });
    return licencesOf(trx, developerId);
  });
}
