import { sentBodies, sentQueries, stubFetch, type StubbedResponse } from '@coinvest/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, storeSession } from '../../test/render';

const admin = makeUser({ id: 1, role: 'admin', username: 'boss' });

function makeInvestment(overrides: Record<string, unknown> = {}) {
  return {
    id: 90,
    userId: 7,
    userName: 'ama_mensah',
    userEmail: 'ama@example.com',
    projectId: 1,
    projectTitle: 'Legon Court Residences',
    unitId: 11,
    unitNumber: 'A-101',
    amount: '6000.00',
    ownershipPercentage: '5.00',
    currentValue: '6000.00',
    status: 'pending_payment',
    paymentMethod: null,
    paymentReference: 'INV-7K2M9Q',
    paymentDeadline: '2026-11-29T10:00:00.000Z',
    paymentConfirmedBy: null,
    paymentConfirmedByName: null,
    paymentConfirmedAt: null,
    satisfactionConfirmed: true,
    satisfactionConfirmedAt: '2026-11-22T10:00:00.000Z',
    createdAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

const page = (items: unknown[]) => ({ items, total: items.length, pageSize: 20, nextCursor: null });

async function openPayments(
  routes: Record<string, StubbedResponse | ((body: unknown, url: URL) => StubbedResponse)>,
) {
  storeSession(admin);
  const fetchStub = stubFetch({ 'GET /api/auth/user': { status: 200, body: admin }, ...routes });
  renderApp('/');
  await userEvent.click(await screen.findByRole('tab', { name: 'Payments' }));
  return fetchStub;
}

describe('Payments tab', () => {
  it('shows what awaits payment and what is confirmed, with who confirmed and when', async () => {
    await openPayments({
      'GET /api/secure-admin/investments': (_body, url) => ({
        status: 200,
        body: page(
          url.searchParams.get('status') === 'confirmed'
            ? [
                makeInvestment({
                  id: 91,
                  status: 'confirmed',
                  paymentReference: 'INV-CONF01',
                  paymentMethod: 'mobile_money',
                  paymentConfirmedBy: 1,
                  paymentConfirmedByName: 'boss',
                  paymentConfirmedAt: '2026-11-23T09:30:00.000Z',
                }),
              ]
            : [makeInvestment()],
        ),
      }),
    });

    const awaiting = await screen.findByRole('region', { name: 'Awaiting Payment' });
    const pending = await within(awaiting).findByRole('listitem');
    expect(within(pending).getByText('INV-7K2M9Q')).toBeInTheDocument();
    expect(within(pending).getByText('$6,000.00')).toBeInTheDocument();
    expect(within(pending).getByText('Nov 29, 2026')).toBeInTheDocument();

    const confirmed = screen.getByRole('region', { name: 'Confirmed Payments' });
    const done = await within(confirmed).findByRole('listitem');
    expect(within(done).getByText('boss')).toBeInTheDocument();
    expect(within(done).getByText('Mobile money')).toBeInTheDocument();
    expect(within(done).getByText(/Nov 23, 2026/)).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Confirm Payment' })).not.toBeInTheDocument();
  });

  it('reaches every investment awaiting payment, a page at a time, and back', async () => {
    const fetchStub = await openPayments({
      'GET /api/secure-admin/investments': (_body, url) => {
        if (url.searchParams.get('status') === 'confirmed') return { status: 200, body: page([]) };
        // The second page starts where the API's cursor says the first one ended.
        const second = url.searchParams.get('cursor') === 'after-first';
        const reference = second ? 'INV-PAGE02' : 'INV-PAGE01';
        return {
          status: 200,
          body: {
            items: [makeInvestment({ id: second ? 2 : 1, paymentReference: reference })],
            total: 25,
            pageSize: 20,
            nextCursor: second ? null : 'after-first',
          },
        };
      },
    });

    const awaiting = await screen.findByRole('region', { name: 'Awaiting Payment' });
    expect(await within(awaiting).findByText('INV-PAGE01')).toBeInTheDocument();
    const pages = within(awaiting).getByRole('navigation', { name: 'Awaiting Payment: pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));

    expect(await within(awaiting).findByText('INV-PAGE02')).toBeInTheDocument();
    expect(within(pages).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
    const awaitingQueries = sentQueries(fetchStub, 'GET', '/api/secure-admin/investments').filter(
      (query) => query.get('status') === 'pending_payment',
    );
    expect(awaitingQueries.at(-1)?.get('cursor')).toBe('after-first');

    await userEvent.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(await within(awaiting).findByText('INV-PAGE01')).toBeInTheDocument();
  });

  it('confirms a payment with its method and reference', async () => {
    const fetchStub = await openPayments({
      'GET /api/secure-admin/investments': (_body, url) => ({
        status: 200,
        body: page(url.searchParams.get('status') === 'confirmed' ? [] : [makeInvestment()]),
      }),
      'PATCH /api/secure-admin/investments/90/confirm-payment': {
        status: 200,
        body: makeInvestment({ status: 'confirmed' }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Payment' }));
    const dialog = screen.getByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Confirm Payment' });
    expect(submit).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Payment Method/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Bank transfer' }));
    const reference = within(dialog).getByRole('textbox', { name: /Payment Reference/ });
    expect(reference).toHaveValue('INV-7K2M9Q');
    await userEvent.clear(reference);
    await userEvent.type(reference, 'GCB-20261123-0042');
    await userEvent.click(submit);

    expect(await screen.findByText('Payment Confirmed')).toBeInTheDocument();
    expect(
      sentBodies(fetchStub, 'PATCH', '/api/secure-admin/investments/90/confirm-payment'),
    ).toEqual([{ paymentMethod: 'bank_transfer', paymentReference: 'GCB-20261123-0042' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's reason when a confirmation is refused, keeping the dialog and what was typed", async () => {
    await openPayments({
      'GET /api/secure-admin/investments': (_body, url) => ({
        status: 200,
        body: page(url.searchParams.get('status') === 'confirmed' ? [] : [makeInvestment()]),
      }),
      'PATCH /api/secure-admin/investments/90/confirm-payment': {
        status: 409,
        body: { message: 'This payment reference is already recorded for another investment' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Payment' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Payment Method/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Mobile money' }));
    const reference = within(dialog).getByRole('textbox', { name: /Payment Reference/ });
    await userEvent.clear(reference);
    await userEvent.type(reference, 'MOMO-USED-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This payment reference is already recorded for another investment',
    );
    expect(within(dialog).getByRole('textbox', { name: /Payment Reference/ })).toHaveValue(
      'MOMO-USED-1',
    );
  });

  it('cancels an investment after asking', async () => {
    const fetchStub = await openPayments({
      'GET /api/secure-admin/investments': (_body, url) => ({
        status: 200,
        body: page(url.searchParams.get('status') === 'confirmed' ? [] : [makeInvestment()]),
      }),
      'PATCH /api/secure-admin/investments/90/cancel': {
        status: 200,
        body: makeInvestment({ status: 'cancelled' }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Investment INV-7K2M9Q' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Investment' }));

    expect(await screen.findByText('Investment Cancelled')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'PATCH', '/api/secure-admin/investments/90/cancel')).toHaveLength(
      1,
    );
  });
});
