import type {
  TDashboardActivity,
  TDashboardCharts,
  TDashboardInvestment,
  TDashboardSummary,
} from '@coinvest/contract';
import { stubFetch } from '@coinvest/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currencyRatesRoute } from '../../lib/currency/testing';
import { makeUser, renderApp, storeSession } from '../../test/render';
import { installFakeWebSocket, makeNotification } from '../notifications/testing';
import { makeInvestmentPayment } from '../payments/testing';

let sockets: ReturnType<typeof installFakeWebSocket>;

beforeEach(() => {
  sockets = installFakeWebSocket();
});

afterEach(() => window.localStorage.clear());

const summary: TDashboardSummary = {
  totalInvested: '6000.00',
  confirmedAmount: '0.00',
  awaitingPaymentAmount: '6000.00',
  currentValue: '6000.00',
  realisedProfit: '0.00',
  investmentCount: 1,
  projectCount: 1,
  unitCount: 1,
  ghs: null,
};

const activity: TDashboardActivity = {
  interests: [],
  kyc: null,
  notifications: [],
  unreadNotifications: 0,
};

const charts: TDashboardCharts = { byProject: [], byLocation: [], byMonth: [] };

const awaitingPayment: TDashboardInvestment = {
  id: 7,
  project: { id: 11, title: 'Airport Residences', location: 'Accra' },
  unit: { id: 21, unitNumber: 'A-101', status: 'partially_funded' },
  amount: '6000.00',
  ownershipPercentage: '5.00',
  currentValue: '6000.00',
  status: 'pending_payment',
  paymentReference: 'INV-0000000000A1',
  paymentDeadline: '2099-01-01T10:00:00.000Z',
  profitShare: null,
  progressPercentage: null,
  ghs: null,
  createdAt: '2026-11-24T09:00:00.000Z',
};

/** The API before and after the provider's webhook confirms the payment. */
function serverAwaitingTheWebhook() {
  const ama = makeUser({ id: 7 });
  storeSession(ama, 'token-7');
  let confirmed = false;
  stubFetch({
    ...currencyRatesRoute,
    'GET /api/auth/user': { status: 200, body: ama },
    'GET /api/dashboard/summary': { status: 200, body: summary },
    'GET /api/dashboard/activity': { status: 200, body: activity },
    'GET /api/dashboard/charts': { status: 200, body: charts },
    'GET /api/dashboard/investments': () => ({
      status: 200,
      body: {
        items: [
          confirmed
            ? { ...awaitingPayment, status: 'confirmed', paymentDeadline: null }
            : awaitingPayment,
        ],
        total: 1,
        pageSize: 20,
        nextCursor: null,
      },
    }),
    'GET /api/investments/7/payments': () => ({
      status: 200,
      body: [makeInvestmentPayment(confirmed ? { status: 'succeeded' } : {})],
    }),
    'GET /api/payment-instructions': { status: 200, body: null },
    'GET /api/notifications/7/unread-count': { status: 200, body: { count: 0 } },
  });
  return {
    confirm: () => {
      confirmed = true;
    },
  };
}

describe('back on the dashboard from the checkout', () => {
  it('says the payment is being confirmed, then shows the investment confirmed when the confirmation arrives live', async () => {
    const server = serverAwaitingTheWebhook();
    renderApp('/dashboard?investment=7&trxref=PAY-3F9A2C&reference=PAY-3F9A2C');

    const investment = (await screen.findByText('Unit A-101', { exact: false })).closest('li')!;
    expect(await within(investment).findByRole('status')).toHaveTextContent(
      'Payment received — confirming…',
    );
    expect(within(investment).getByText('Awaiting payment')).toBeVisible();

    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    act(() => socket.open());
    act(() => socket.receive({ type: 'auth_success' }));
    server.confirm();
    const confirmation = makeNotification({
      id: 9,
      kind: 'payment',
      type: 'completion',
      projectId: 11,
      title: 'Payment Confirmed',
      message: 'Your payment for unit A-101 is confirmed.',
    });
    act(() => socket.receive({ type: 'notification', data: confirmation }));

    expect(await within(investment).findByText('Confirmed')).toBeVisible();
    expect(within(investment).queryByRole('region', { name: 'How to Pay' })).toBeNull();
    expect(within(investment).queryByText('Payment received — confirming…')).toBeNull();
  });
});
