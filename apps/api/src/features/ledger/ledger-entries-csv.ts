import type { TExportRangeQuery } from '@coinvest/contract';
import { fromMinorUnits } from '@coinvest/contract/decimal';
import type { FastifyInstance } from 'fastify';
import { exportRangeBounds } from '../../lib/export-range';
import { csvNumber, toCsv } from '../statements/csv';
import { entriesBetween } from './ledger.repository';

type Context = Pick<FastifyInstance, 'db'>;

const HEADER = [
  'Entry',
  'Posted at',
  'Cause type',
  'Cause id',
  'Account',
  'Currency',
  'Amount',
] as const;

/**
 * The accountant's export: one line per posting of every entry posted in the range, oldest
 * entry first, amounts signed (a debit positive), so each entry's lines sum to zero per currency.
 */
export async function ledgerEntriesCsv(app: Context, range: TExportRangeQuery): Promise<string> {
  const { start, end } = exportRangeBounds(range);
  const entries = await entriesBetween(app.db, start, end);
  const lines = entries.flatMap((entry) =>
    entry.postings.map((posting) => [
      entry.id,
      entry.postedAt.toISOString(),
      entry.causeType,
      entry.causeId,
      posting.key,
      posting.currency,
      csvNumber(fromMinorUnits(posting.amountMinor)),
    ]),
  );
  return toCsv([HEADER, ...lines]);
}
