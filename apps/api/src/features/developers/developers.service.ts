import {
  DEVELOPER_MESSAGES,
  ERROR_CODES,
  type TDeveloperScorecard,
  type TPublicDeveloper,
} from '@coinvest/contract';
import type { DeveloperRow } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../lib/errors';
import { toDeveloper } from './developer.mapper';
import { findActiveDeveloper, listActiveDevelopers } from './developers.repository';
import { loadScorecards } from './scorecard';

type Context = Pick<FastifyInstance, 'db'>;

function withScorecards(
  rows: DeveloperRow[],
  scorecards: Map<number, TDeveloperScorecard>,
): TPublicDeveloper[] {
  // loadScorecards answers every id it was given.
  return rows.map((row) => ({ ...toDeveloper(row), scorecard: scorecards.get(row.id)! }));
}

export async function listDevelopers({ db }: Context): Promise<TPublicDeveloper[]> {
  const rows = await listActiveDevelopers(db);
  return withScorecards(
    rows,
    await loadScorecards(
      db,
      rows.map((row) => row.id),
    ),
  );
}

export async function getDeveloper({ db }: Context, id: number): Promise<TPublicDeveloper> {
  const row = await findActiveDeveloper(db, id);
  if (!row) {
    throw new NotFoundError(DEVELOPER_MESSAGES.publicDeveloperNotFound, {
      errorCode: ERROR_CODES.notFound,
    });
  }
  const [developer] = withScorecards([row], await loadScorecards(db, [row.id]));
  return developer!;
}
