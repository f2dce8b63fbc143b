import type { TAdminSummary } from '@coinvest/contract';
import { toMoneyString } from '@coinvest/contract/decimal';
import type { FastifyInstance } from 'fastify';
import { readSummary } from './summary.repository';

export async function adminSummary({ db }: Pick<FastifyInstance, 'db'>): Promise<TAdminSummary> {
  const row = await readSummary(db);
  return {
    activeProjects: row.projects,
    pendingInterests: row.pendingInterests,
    totalInvestment: toMoneyString(row.totalInvestmentNeeded),
    pendingKyc: row.pendingKyc,
    notReportingProjects: row.notReportingProjects,
  };
}
