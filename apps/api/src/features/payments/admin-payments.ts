import type {
  TAdminKeysetPage,
  TAdminPayment,
  TAdminPaymentQuery,
  TExportRangeQuery,
} from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { exportRangeBounds } from '../../lib/export-range';
import { isCursorId, isTimestampKey, keysetPage } from '../../lib/keyset';
import { toCsv } from '../statements/csv';
import { toAdminPayment } from './payments.mapper';
import {
  countAdminPayments,
  listAdminPayments,
  paymentsStartedBetween,
  type AdminPaymentPosition,
  type AdminPaymentRow,
} from './payments.repository';

type Context = Pick<FastifyInstance, 'db'>;

/** The admin's provider payments: one keyset page, exceptions first, then newest first. */
export function listProviderPayments(
  ctx: Context,
  query: TAdminPaymentQuery,
): Promise<TAdminKeysetPage<TAdminPayment>> {
  return keysetPage<AdminPaymentRow, TAdminPayment, AdminPaymentPosition>(
    query,
    {
      rows: (limit, after) => listAdminPayments(ctx.db, query.status, { limit, after }),
      total: () => countAdminPayments(ctx.db, query.status),
      positionOf: (row): AdminPaymentPosition => [row.rank, row.createdAtKey, row.id],
      parsePosition: ([rank, createdAtKey, id, ...rest]) =>
        (rank === 0 || rank === 1) &&
        isTimestampKey(createdAtKey) &&
        isCursorId(id) &&
        rest.length === 0
          ? ([rank, createdAtKey, id] as const)
          : undefined,
    },
    toAdminPayment,
  );
}

const HEADER = [
  'Reference',
  'Investment',
  'Investor e-mail',
  'Investor',
  'Project',
  'Unit',
  'Channel',
  'Status',
  'Exception reason',
  'Amount',
  'Currency',
  'Rate',
  'Investment amount (USD)',
  'Started at',
  'Confirmed at',
] as const;

/** The accountant's export of the provider payments started in the range, oldest first. */
export async function providerPaymentsCsv(ctx: Context, range: TExportRangeQuery): Promise<string> {
  const { start, end } = exportRangeBounds(range);
  const rows = await paymentsStartedBetween(ctx.db, start, end);
  const lines = rows
    .map(toAdminPayment)
    .map((payment) => [
      payment.reference,
      String(payment.investmentId),
      payment.investorEmail,
      payment.investorName,
      payment.projectTitle,
      payment.unitNumber,
      payment.channel ?? '',
      payment.status,
      payment.exceptionReason ?? '',
      payment.amount,
      payment.currency,
      payment.rate ?? '',
      payment.investmentAmount,
      payment.createdAt,
      payment.confirmedAt ?? '',
    ]);
  return toCsv([HEADER, ...lines]);
}
