import type { TExportRangeQuery } from '@coinvest/contract';
import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { saveFile } from '@coinvest/ui';

/** What the accountant can export for a range of days. */
export type AccountantExport = 'ledger-entries' | 'provider-payments';

/**
 * The export as CSV text, asked through the contract's client (with the admin's session); a
 * refused range throws an ApiError carrying the API's message.
 */
export async function fetchExport(
  api: ApiClient,
  kind: AccountantExport,
  range: TExportRangeQuery,
): Promise<string> {
  const csv =
    kind === 'ledger-entries'
      ? unwrap(await api.adminLedger.exportLedgerEntriesCsv({ query: range }), 200)
      : unwrap(await api.adminPayments.exportPaymentsCsv({ query: range }), 200);
  return String(csv);
}

/** Saves the CSV on the admin's computer under a name that says its range. */
export function saveCsv(csv: string, kind: AccountantExport, { from, to }: TExportRangeQuery) {
  saveFile(new Blob([csv], { type: 'text/csv' }), `${kind}-${from}-to-${to}.csv`);
}
