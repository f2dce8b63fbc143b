import type { TInvestmentPayment, TInvestorPayment } from '@coinvest/contract';

/**
 * A payment through the provider as GET /api/investments/{id}/payments answers it, for tests:
 * mobile money, still pending, charged in cedis at a day's rate (15.25) that differs from the
 * site's display rate (12.5).
 */
export function makeInvestmentPayment(
  overrides: Partial<TInvestmentPayment> = {},
): TInvestmentPayment {
  return {
    reference: 'PAY-3F9A2C',
    channel: 'mobile_money',
    status: 'pending',
    amount: '91500.00',
    currency: 'GHS',
    rate: '15.25',
    investmentAmount: '6000.00',
    createdAt: '2026-11-24T09:00:00.000Z',
    confirmedAt: null,
    ...overrides,
  };
}

/** One of the investor's own payments as GET /api/payments lists it, for tests. */
export function makeInvestorPayment(overrides: Partial<TInvestorPayment> = {}): TInvestorPayment {
  return {
    ...makeInvestmentPayment(),
    kind: 'payment',
    investmentId: 7,
    projectTitle: 'Airport Residences',
    unitNumber: 'A-101',
    refund: null,
    ...overrides,
  };
}
