import {
  requestedRoutes,
  sentQueries,
  stubFetch,
  type StubbedResponse,
} from '@coinvest/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderApp, storeSession } from '../../test/render';

const admin = makeUser({ id: 1, role: 'admin', username: 'boss' });

function makePayment(overrides: Record<string, unknown> = {}) {
  return {
    id: 5,
    reference: 'PAY-EXC001',
    investmentId: 90,
    investorEmail: 'ama@example.com',
    investorName: 'ama_mensah',
    projectTitle: 'Legon Court Residences',
    unitNumber: 'A-101',
    channel: 'mobile_money',
    status: 'exception',
    exceptionReason: 'amount_mismatch',
    amount: '76250.00',
    currency: 'GHS',
    rate: '15.25',
    investmentAmount: '5000.00',
    createdAt: '2026-11-22T10:00:00.000Z',
    confirmedAt: null,
    refundStatus: null,
    ...overrides,
  };
}

const page = (items: unknown[]) => ({ items, total: items.length, pageSize: 20, nextCursor: null });

const routes = {
  'GET /api/secure-admin/investments': { status: 200, body: page([]) },
  'GET /api/secure-admin/payments': (_body: unknown, url: URL): StubbedResponse => ({
    status: 200,
    body: page(
      url.searchParams.get('status') === 'succeeded'
        ? [
            makePayment({
              id: 6,
              reference: 'PAY-OK0001',
              status: 'succeeded',
              exceptionReason: null,
            }),
          ]
        : [
            makePayment(),
            makePayment({
              id: 6,
              reference: 'PAY-OK0001',
              status: 'succeeded',
              exceptionReason: null,
            }),
          ],
    ),
  }),
};

async function openPayments(view: string, extra: Parameters<typeof stubFetch>[0] = {}) {
  storeSession(admin);
  const fetchStub = stubFetch({
    'GET /api/auth/user': { status: 200, body: admin },
    ...routes,
    ...extra,
  });
  renderApp('/');
  await userEvent.click(await screen.findByRole('tab', { name: 'Payments' }));
  await userEvent.click(await screen.findByRole('tab', { name: view }));
  return fetchStub;
}

describe('Provider payments', () => {
  const createObjectURL = vi.fn(() => 'blob:csv');
  beforeEach(() => {
    createObjectURL.mockClear();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it("shows an exception's reason and what to do, and filters by status", async () => {
    const fetchStub = await openPayments('Card and Mobile Money');
    const section = await screen.findByRole('region', { name: 'Provider Payments' });
    const [first, second] = await within(section).findAllByRole('listitem');
    expect(within(first!).getByText('PAY-EXC001')).toBeInTheDocument();
    expect(
      within(first!).getByText('The provider took a different amount than was charged'),
    ).toBeInTheDocument();
    expect(
      within(first!).getByText(
        'What to do: refund the payment, or reinstate the reservation when the unit still has room.',
      ),
    ).toBeInTheDocument();
    expect(within(first!).getByText('GHS 76,250.00')).toBeInTheDocument();
    expect(within(second!).queryByText(/What to do/)).not.toBeInTheDocument();

    await userEvent.click(within(section).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Succeeded' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(
      sentQueries(fetchStub, 'GET', '/api/secure-admin/payments').map((query) =>
        query.get('status'),
      ),
    ).toContain('succeeded');
  });

  it('refunds an exception after a confirmation, then shows the refund pending', async () => {
    let refunded = false;
    const fetchStub = await openPayments('Card and Mobile Money', {
      'GET /api/secure-admin/payments': () => ({
        status: 200,
        body: page([
          makePayment({ refundStatus: refunded ? 'pending' : null }),
          makePayment({
            id: 6,
            reference: 'PAY-OK0001',
            status: 'succeeded',
            exceptionReason: null,
          }),
        ]),
      }),
      'POST /api/secure-admin/payments/PAY-EXC001/refund': () => {
        refunded = true;
        return {
          status: 201,
          body: {
            paymentReference: 'PAY-EXC001',
            amount: '76250.00',
            currency: 'GHS',
            status: 'pending',
            createdAt: '2026-11-29T09:00:00.000Z',
            processedAt: null,
          },
        };
      },
    });
    const section = await screen.findByRole('region', { name: 'Provider Payments' });
    const button = await within(section).findByRole('button', {
      name: 'Refund payment PAY-EXC001',
    });
    // A payment that was honoured has nothing to refund.
    expect(
      within(section).queryByRole('button', { name: 'Refund payment PAY-OK0001' }),
    ).not.toBeInTheDocument();

    // Nothing is sent until the admin confirms; going back sends nothing.
    await userEvent.click(button);
    let dialog = await screen.findByRole('dialog', { name: 'Refund payment PAY-EXC001' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestedRoutes(fetchStub)).not.toContain(
      'POST /api/secure-admin/payments/PAY-EXC001/refund',
    );

    await userEvent.click(button);
    dialog = await screen.findByRole('dialog', { name: 'Refund payment PAY-EXC001' });
    expect(within(dialog).getByText(/goes back to ama_mensah/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund the payment' }));

    expect(await within(section).findByText('Refund pending')).toBeInTheDocument();
    expect(
      within(section).queryByRole('button', { name: 'Refund payment PAY-EXC001' }),
    ).not.toBeInTheDocument();
    expect(
      requestedRoutes(fetchStub).filter((route) => route.endsWith('/PAY-EXC001/refund')),
    ).toEqual(['POST /api/secure-admin/payments/PAY-EXC001/refund']);
  });

  it("says why a refund was refused, in the server's words", async () => {
    await openPayments('Card and Mobile Money', {
      'POST /api/secure-admin/payments/PAY-EXC001/refund': {
        status: 409,
        body: { message: 'This payment is already refunded or being refunded' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund payment PAY-EXC001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment PAY-EXC001' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund the payment' }));
    expect(
      await screen.findByText('This payment is already refunded or being refunded'),
    ).toBeInTheDocument();
  });

  it('exports the ledger entries of a range of days, and says why a range is refused', async () => {
    const fetchStub = await openPayments('Accountant Export', {
      'GET /api/secure-admin/ledger/entries.csv': { status: 200, body: 'Entry,Amount\r\n' },
    });
    const section = await screen.findByRole('region', { name: 'Export for the Accountant' });
    const from = within(section).getByLabelText('From');
    const to = within(section).getByLabelText('To');
    const button = within(section).getByRole('button', { name: 'Export ledger entries CSV' });

    await userEvent.clear(from);
    await userEvent.type(from, '2026-03-02');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-01');
    await userEvent.click(button);
    expect(await within(section).findByText('To must be on or after From')).toBeInTheDocument();
    expect(sentQueries(fetchStub, 'GET', '/api/secure-admin/ledger/entries.csv')).toEqual([]);

    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-31');
    await userEvent.click(button);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const [query] = sentQueries(fetchStub, 'GET', '/api/secure-admin/ledger/entries.csv');
    expect(query?.get('from')).toBe('2026-03-02');
    expect(query?.get('to')).toBe('2026-03-31');
  });
});
