import type { TDeveloper } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { toDeveloper } from './developer.mapper';
import { listActiveDevelopers } from './developers.repository';

export async function listDevelopers({ db }: Pick<FastifyInstance, 'db'>): Promise<TDeveloper[]> {
  const rows = await listActiveDevelopers(db);
  return rows.map(toDeveloper);
}
