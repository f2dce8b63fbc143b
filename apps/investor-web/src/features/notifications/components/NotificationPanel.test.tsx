import type { TNotification } from '@coinvest/contract';
import { stubFetch } from '@coinvest/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { currencyRatesRoute } from '../../../lib/currency/testing';
import { makeUser, renderApp, storeSession } from '../../../test/render';
import { installFakeWebSocket, makeNotification } from '../testing';

const user = makeUser({ id: 7 });
const longMessage = 'Your payment of $12,000.00 for Legon Court (unit A-1) is confirmed. '
  .repeat(4)
  .trim();

beforeEach(() => {
  installFakeWebSocket();
});

function signedInWith(items: TNotification[]) {
  storeSession(user, 'token-7');
  return stubFetch({
    ...currencyRatesRoute,
    'GET /api/auth/user': { status: 200, body: user },
    'GET /api/users/me/preferences': { status: 200, body: { language: null, currency: null } },
    'GET /api/projects': { status: 200, body: [] },
    'GET /api/notifications/7': {
      status: 200,
      body: { items, total: items.length, page: 1, pageSize: 50 },
    },
    'GET /api/notifications/7/unread-count': { status: 200, body: { count: 0 } },
  });
}

async function openPanel() {
  const events = userEvent.setup();
  await events.click(await screen.findByRole('button', { name: 'Notifications' }));
  return { events, panel: await screen.findByRole('dialog', { name: 'Notifications' }) };
}

describe('a notification opened in the panel', () => {
  it('shows its whole text and a link to what it is about, from the keyboard too', async () => {
    signedInWith([
      makeNotification({
        id: 3,
        title: 'Payment Confirmed',
        message: longMessage,
        kind: 'payment',
        projectId: null,
        isRead: true,
      }),
      makeNotification({ id: 2, title: 'Roof completed', projectId: 5, isRead: true }),
      makeNotification({
        id: 1,
        title: 'KYC Approved',
        kind: 'kyc',
        projectId: null,
        isRead: true,
      }),
    ]);
    renderApp('/');
    const { events, panel } = await openPanel();

    const payment = within(panel).getByRole('button', { name: 'Payment Confirmed' });
    expect(payment).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();

    payment.focus();
    await events.keyboard('{Enter}');
    expect(payment).toHaveAttribute('aria-expanded', 'true');
    const message = document.getElementById(payment.getAttribute('aria-controls') ?? '');
    expect(message).toHaveTextContent(longMessage);
    expect(message).not.toHaveAttribute('data-line-clamp');
    expect(within(panel).getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );

    await events.click(within(panel).getByRole('button', { name: 'Roof completed' }));
    expect(payment).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).getByRole('link', { name: 'View project' })).toHaveAttribute(
      'href',
      '/projects/5',
    );

    await events.click(within(panel).getByRole('button', { name: 'KYC Approved' }));
    await events.click(within(panel).getByRole('link', { name: 'Go to identity verification' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Identity Verification' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
