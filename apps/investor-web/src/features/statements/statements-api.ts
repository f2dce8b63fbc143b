import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { saveFile, useApi } from '@coinvest/ui';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';

export function useSaleStatements() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.statements.sales,
    queryFn: async () => unwrap(await api.statements.listSaleStatements(), 200),
  });
}

/** The downloads, through the contract's client so the token goes with them. */
export const statementDownloads = {
  async sale(api: ApiClient, investmentId: number) {
    const response = await api.statements.getSaleStatementPdf({
      params: { investmentId: String(investmentId) },
    });
    saveFile(unwrap(response, 200) as Blob, `sale-statement-${investmentId}.pdf`);
  },
  async yearly(api: ApiClient, year: number) {
    const response = await api.statements.getYearlyStatementPdf({ params: { year: String(year) } });
    saveFile(unwrap(response, 200) as Blob, `yearly-statement-${year}.pdf`);
  },
  async csv(api: ApiClient) {
    const response = await api.statements.exportInvestmentsCsv();
    saveFile(new Blob([unwrap(response, 200)], { type: 'text/csv' }), 'investments.csv');
  },
};
