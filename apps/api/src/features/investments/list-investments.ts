import type { TInvestmentStatus } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { toAdminInvestment } from './investments.mapper';
import { listAdminInvestments } from './investments.repository';

type Context = Pick<FastifyInstance, 'db'>;

/** The admin's Payments list: one page, newest first, optionally of one status. */
export async function listInvestments(
  ctx: Context,
  query: { status?: TInvestmentStatus; page: number; pageSize: number },
) {
  const { items, total } = await listAdminInvestments(ctx.db, query);
  return { items: items.map(toAdminInvestment), total, page: query.page, pageSize: query.pageSize };
}
