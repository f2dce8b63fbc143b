import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';

export function useSaleStatements() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.statements.sales,
    queryFn: async () => unwrap(await api.statements.listSaleStatements(), 200),
  });
}

/**
 * Saves a file on the investor's computer under a suggested name. Not opened in a tab: a blob:
 * page inherits the site's Content-Security-Policy, which keeps the browser's PDF viewer out.
 */
export function saveFile(body: Blob | string, type: string, fileName: string) {
  const blob = body instanceof Blob ? body : new Blob([body], { type });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  // The download has started from the URL once click() returns; the next task may release it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The downloads, through the contract's client so the token goes with them. */
export const statementDownloads = {
  async sale(api: ApiClient, investmentId: number) {
    const response = await api.statements.getSaleStatementPdf({
      params: { investmentId: String(investmentId) },
    });
    saveFile(
      unwrap(response, 200) as Blob,
      'application/pdf',
      `sale-statement-${investmentId}.pdf`,
    );
  },
  async yearly(api: ApiClient, year: number) {
    const response = await api.statements.getYearlyStatementPdf({ params: { year: String(year) } });
    saveFile(unwrap(response, 200) as Blob, 'application/pdf', `yearly-statement-${year}.pdf`);
  },
  async csv(api: ApiClient) {
    const response = await api.statements.exportInvestmentsCsv();
    saveFile(unwrap(response, 200), 'text/csv', 'investments.csv');
  },
};
