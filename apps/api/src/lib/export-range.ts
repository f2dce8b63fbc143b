import type { TExportRangeQuery } from '@coinvest/contract';

/** The instants an export's UTC days cover: from the first day's start to the day after the last. */
export function exportRangeBounds({ from, to }: TExportRangeQuery): { start: Date; end: Date } {
  const end = new Date(`${to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start: new Date(`${from}T00:00:00Z`), end };
}

/** The export's file name, naming its range: 'ledger-entries-2026-01-01-to-2026-03-31.csv'. */
export function exportFileName(name: string, { from, to }: TExportRangeQuery): string {
  return `${name}-${from}-to-${to}.csv`;
}

/** A download of the books: saved under its name, never cached (it is clients' money). */
export function csvAttachment(
  reply: { header: (name: string, value: string) => unknown },
  fileName: string,
) {
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
  reply.header('cache-control', 'private, no-store');
}
