import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { saveFile, useApi } from '@coinvest/ui';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/payments: the investor's own payments of every investment, newest first. */
export function useInvestorPayments() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.investorPayments.all,
    queryFn: async () => unwrap(await api.payments.listInvestorPayments(), 200),
  });
}

/** A paid payment's receipt, through the contract's client so the token goes with it. */
export async function downloadReceipt(api: ApiClient, reference: string) {
  const response = await api.payments.getPaymentReceiptPdf({ params: { reference } });
  saveFile(unwrap(response, 200) as Blob, `receipt-${reference}.pdf`);
}
