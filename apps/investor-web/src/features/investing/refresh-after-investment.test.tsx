import type { TKycRecord, TNotification } from '@coinvest/contract';
import {
  makeUser,
  requestedRoutes,
  storeSession,
  stubFetch,
  type FetchStub,
} from '@coinvest/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { currencyRatesRoute } from '../../lib/currency/testing';
import { installFakeWebSocket, makeNotification } from '../notifications/testing';
import { makeProject, makeUnit, makeUnitStatistics } from '../projects/testing';

const investor = makeUser({ id: 7 });
const admin = makeUser({ id: 1, username: 'admin', email: 'admin@example.com', role: 'admin' });
const verified = { status: 'approved', isVerified: true, isExpired: false } as TKycRecord;

/**
 * The server as `user` sees it: before the write nothing is reserved and the bell is empty;
 * after it the unit needs $6,000 less and a notification waits unread.
 */
function serverWithOneWrite(user = investor) {
  let written = false;
  const submitted: TNotification = makeNotification({
    id: 40,
    title: 'Investment Submitted',
    message: 'Your investment of $6000.00 in Legon Court Residences awaits payment.',
    type: 'other',
  });
  const notifications = () => (written ? [submitted] : []);
  storeSession(user, 'token-7');
  return stubFetch({
    ...currencyRatesRoute,
    'GET /api/auth/user': { status: 200, body: user },
    'GET /api/projects/1': { status: 200, body: makeProject() },
    'GET /api/projects/1/units': () => ({
      status: 200,
      body: [makeUnit({ remainingInvestment: written ? '114000.00' : '120000.00' })],
    }),
    'GET /api/projects/1/unit-statistics': { status: 200, body: makeUnitStatistics() },
    'GET /api/projects/1/updates': { status: 200, body: [] },
    'GET /api/kyc/7': { status: 200, body: verified },
    [`GET /api/notifications/${user.id}`]: () => ({
      status: 200,
      body: { items: notifications(), total: notifications().length, page: 1, pageSize: 50 },
    }),
    [`GET /api/notifications/${user.id}/unread-count`]: () => ({
      status: 200,
      body: { count: notifications().length },
    }),
    // The server tells the admins of an interest: an admin expressing one is among them.
    'POST /api/project-interests': (body) => {
      written = true;
      return { status: 201, body: { id: 5, ...(body as object), status: 'pending' } };
    },
    'POST /api/investments': () => {
      written = true;
      return {
        status: 201,
        body: {
          id: 90,
          projectId: 1,
          unitId: 11,
          userId: investor.id,
          amount: '6000.00',
          ownershipPercentage: '5.00',
          currentValue: '6000.00',
          status: 'pending_payment',
          paymentReference: 'INV-7K2M9Q',
          paymentDeadline: '2026-11-29T10:00:00.000Z',
          createdAt: '2026-11-22T10:00:00.000Z',
        },
      };
    },
  });
}

const count = (stub: FetchStub, route: string) =>
  requestedRoutes(stub).filter((requested) => requested === route).length;

async function openBellPanel(events: ReturnType<typeof userEvent.setup>, name: string) {
  await events.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

async function investSixThousand(events: ReturnType<typeof userEvent.setup>) {
  const card = screen.getByRole('region', { name: 'Direct Investment' });
  const amount = await within(card).findByLabelText(/Investment Amount/);
  await events.click(within(card).getByRole('combobox', { name: 'Unit' }));
  await events.click(screen.getByRole('option', { name: /A-101/ }));
  await events.type(amount, '6000');
  await events.click(
    within(card).getByRole('button', { name: 'Proceed to Investment Confirmation' }),
  );
  const confirm = screen.getByRole('dialog', { name: 'Confirm Your Investment' });
  await events.click(within(confirm).getByRole('checkbox', { name: /I am satisfied/ }));
  await events.click(within(confirm).getByRole('button', { name: 'Proceed to Payment' }));
  const payment = await screen.findByRole('dialog', { name: 'Payment Information' });
  await events.click(
    within(payment).getByRole('button', { name: 'I Have Made a Note of These Details' }),
  );
  const success = screen.getByRole('dialog', { name: 'Investment Submitted' });
  await events.click(within(success).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

beforeEach(() => {
  installFakeWebSocket();
});

afterEach(() => window.localStorage.clear());

describe('after an investment', () => {
  it("refreshes the bell (count and panel list) and the unit's figures", async () => {
    const events = userEvent.setup();
    const fetchStub = serverWithOneWrite();
    renderApp('/projects/1');
    await screen.findByRole('heading', { level: 1 });

    // The panel's list is read once and cached (the site's data never goes stale by itself).
    const before = await openBellPanel(events, 'Notifications');
    expect(await within(before).findByText('No notifications yet')).toBeVisible();
    await events.click(within(before).getByRole('button', { name: 'Close notifications' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const unitReads = count(fetchStub, 'GET /api/projects/1/units');

    await investSixThousand(events);

    const after = await openBellPanel(events, 'Notifications (1 unread)');
    expect(
      await within(after).findByRole('button', { name: 'Unread: Investment Submitted' }),
    ).toBeVisible();
    expect(count(fetchStub, 'GET /api/notifications/7/unread-count')).toBe(2);
    expect(count(fetchStub, 'GET /api/notifications/7')).toBe(2);
    expect(count(fetchStub, 'GET /api/projects/1/units')).toBe(unitReads + 1);
  });

  it('refreshes the bell after an interest (the server tells the admins; this one among them)', async () => {
    const events = userEvent.setup();
    serverWithOneWrite(admin);
    renderApp('/projects/1');
    await screen.findByRole('button', { name: 'Notifications' });

    const card = await screen.findByRole('region', { name: 'Express Interest' });
    await events.click(within(card).getByRole('button', { name: 'Express Interest' }));
    const dialog = screen.getByRole('dialog');
    await events.type(within(dialog).getByLabelText(/Investment Amount/), '2500');
    await events.click(within(dialog).getByRole('combobox', { name: /Preferred Contact Method/ }));
    await events.click(screen.getByRole('option', { name: 'Phone' }));
    await events.type(within(dialog).getByLabelText(/Phone Number/), '0241234567');
    await events.click(within(dialog).getByRole('button', { name: 'Submit Interest' }));

    expect(await screen.findByRole('button', { name: 'Notifications (1 unread)' })).toBeVisible();
  });
});
