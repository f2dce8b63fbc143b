import type { TAdminInvestment, TAdminKeysetPage, TInvestmentStatus } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { isCursorId, isTimestampKey, keysetPage } from '../../lib/keyset';
import { toAdminInvestment } from './investments.mapper';
import {
  countAdminInvestments,
  listAdminInvestments,
  type AdminInvestmentPosition,
  type AdminInvestmentRow,
} from './investments.repository';

type Context = Pick<FastifyInstance, 'db'>;

/** The admin's Payments list: one keyset page, newest first, optionally of one status. */
export function listInvestments(
  ctx: Context,
  query: { status?: TInvestmentStatus | undefined; cursor?: string | undefined; pageSize: number },
): Promise<TAdminKeysetPage<TAdminInvestment>> {
  return keysetPage<AdminInvestmentRow, TAdminInvestment, AdminInvestmentPosition>(
    query,
    {
      rows: (limit, after) => listAdminInvestments(ctx.db, query.status, { limit, after }),
      total: () => countAdminInvestments(ctx.db, query.status),
      positionOf: (row): AdminInvestmentPosition => [row.createdAtKey, row.id],
      parsePosition: ([createdAtKey, id, ...rest]) =>
        isTimestampKey(createdAtKey) && isCursorId(id) && rest.length === 0
          ? ([createdAtKey, id] as const)
          : undefined,
    },
    toAdminInvestment,
  );
}
