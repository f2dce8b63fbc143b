import {
  makeUser,
  renderWithProviders,
  sentHeaders,
  storeSession,
  stubFetch,
} from '@coinvest/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeSiteLanguage, i18n } from '../../i18n';
import { PaymentsSection } from './PaymentsSection';
import { makeInvestorPayment } from './testing';

const paid = makeInvestorPayment({
  reference: 'PAY-00000000000000A1',
  status: 'succeeded',
  amount: '76250.00',
  investmentAmount: '5000.00',
  createdAt: '2026-11-20T09:00:00.000Z',
  confirmedAt: '2026-11-20T09:05:00.000Z',
});
const pending = makeInvestorPayment({
  reference: 'PAY-00000000000000B2',
  investmentId: 8,
  projectTitle: 'Tema Heights',
  unitNumber: 'C-3',
  channel: 'card',
  createdAt: '2026-11-24T09:00:00.000Z',
});

function renderSection(payments = [pending, paid]) {
  renderWithProviders(<PaymentsSection payments={payments} />, { i18n });
  return screen.getByRole('region', { name: 'Payments' });
}

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await changeSiteLanguage(i18n, 'en');
});

describe("the dashboard's payments", () => {
  it('lists each payment with its status, the cedis charged, the rate and the dollars', () => {
    const section = renderSection();
    const [first, second] = within(section).getAllByRole('listitem');
    expect(within(first!).getByText('Tema Heights, unit C-3')).toBeVisible();
    expect(within(first!).getByText('Confirming')).toBeVisible();
    expect(within(first!).getByText('Card')).toBeVisible();
    expect(within(second!).getByText('Airport Residences, unit A-101')).toBeVisible();
    expect(within(second!).getByText('Paid')).toBeVisible();
    expect(within(second!).getByText('Paid on Nov 20, 2026')).toBeVisible();
    expect(within(second!).getByText('PAY-00000000000000A1')).toBeVisible();
    expect(within(second!).getByText('GHS 76,250.00')).toBeVisible();
    expect(within(second!).getByText('$1.00 = GHS 15.25')).toBeVisible();
    expect(within(second!).getByText('$5,000.00')).toBeVisible();
    expect(within(second!).getByText('Mobile money')).toBeVisible();
  });

  it('offers the receipt of a paid payment only, and saves it with the token', async () => {
    storeSession(makeUser(), 'token-receipt');
    const fetchStub = stubFetch({
      'GET /api/payments/PAY-00000000000000A1/receipt.pdf': {
        status: 200,
        body: '%PDF-1.3',
        headers: { 'content-type': 'application/pdf' },
      },
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: () => 'blob:receipt',
        revokeObjectURL: () => undefined,
      }),
    );
    const section = renderSection();
    const buttons = within(section).getAllByRole('button', { name: /Download receipt/ });
    expect(buttons).toHaveLength(1);

    await userEvent.setup().click(
      within(section).getByRole('button', {
        name: 'Download receipt for PAY-00000000000000A1',
      }),
    );

    await waitFor(() => expect(saved).toEqual(['receipt-PAY-00000000000000A1.pdf']));
    const [headers] = sentHeaders(
      fetchStub,
      'GET',
      '/api/payments/PAY-00000000000000A1/receipt.pdf',
    );
    expect(headers?.get('authorization')).toBe('Bearer token-receipt');
  });

  it('tells where the refund of a payment we could not honour stands', () => {
    const refunded = makeInvestorPayment({
      reference: 'PAY-00000000000000C3',
      status: 'exception',
      amount: '76250.00',
      refund: {
        amount: '76250.00',
        currency: 'GHS',
        status: 'processed',
        createdAt: '2026-11-25T09:00:00.000Z',
        processedAt: '2026-11-26T09:00:00.000Z',
      },
    });
    const refunding = makeInvestorPayment({
      reference: 'PAY-00000000000000D4',
      status: 'exception',
      amount: '18827.04',
      refund: {
        amount: '18827.04',
        currency: 'GHS',
        status: 'pending',
        createdAt: '2026-11-27T09:00:00.000Z',
        processedAt: null,
      },
    });
    const section = renderSection([refunding, refunded, paid]);
    const [first, second, third] = within(section).getAllByRole('listitem');
    expect(within(first!).getByText('GHS 18,827.04 on its way back to you')).toBeVisible();
    expect(within(second!).getByText('Under review')).toBeVisible();
    expect(
      within(second!).getByText('GHS 76,250.00 sent back to you on Nov 26, 2026'),
    ).toBeVisible();
    expect(within(third!).queryByText('Refund')).toBeNull();
  });

  it('says so when there is no payment yet', () => {
    const section = renderSection([]);
    expect(within(section).queryAllByRole('listitem')).toEqual([]);
    expect(within(section).getByText(/No payments by mobile money or card yet/)).toBeVisible();
  });

  it("reads in the investor's language", async () => {
    await changeSiteLanguage(i18n, 'fr');
    renderWithProviders(<PaymentsSection payments={[paid]} />, { i18n });
    const region = screen.getByRole('region', { name: 'Paiements' });
    expect(within(region).getByText('Payé')).toBeVisible();
    expect(
      within(region).getByRole('button', { name: 'Télécharger le reçu de PAY-00000000000000A1' }),
    ).toBeVisible();
  });
});
