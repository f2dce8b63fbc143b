import { ERROR_CODES, PROJECT_MESSAGES } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../access/request-user';
import { NotFoundError } from '../errors';
import { projectExists } from './project-lookup.repository';

type Context = Pick<FastifyInstance, 'db'>;

export const projectNotFound = () =>
  new NotFoundError(PROJECT_MESSAGES.projectNotFound, { errorCode: ERROR_CODES.notFound });

/** For the project's sub-resources (units, updates): 404 for an unknown project. */
export async function assertProjectExists({ db }: Context, id: number): Promise<void> {
  if (!(await projectExists(db, id))) throw projectNotFound();
}

/** The admin and inspectors see drafts where they work; anyone else sees published projects. */
export function seesDrafts(caller: AuthUser | null): boolean {
  return caller?.role === 'admin' || caller?.role === 'inspector';
}

/**
 * For the public reads of a project's sub-resources (units, statistics, updates, schedule): a
 * draft is as unknown as a missing project, except to staff.
 */
export async function assertProjectShown(
  { db }: Context,
  id: number,
  caller: AuthUser | null,
): Promise<void> {
  if (!(await projectExists(db, id, { publishedOnly: !seesDrafts(caller) }))) {
    throw projectNotFound();
  }
}
