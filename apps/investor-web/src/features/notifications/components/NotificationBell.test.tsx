import type { TNotification } from '@coinvest/contract';
import { requestedRoutes, sentBodies, stubFetch } from '@coinvest/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, renderApp, storeSession } from '../../../test/render';
import { currencyRatesRoute } from '../../../lib/currency/testing';
import { installFakeWebSocket, makeNotification } from '../testing';
import { unreadBadgeLabel } from './NotificationBell';

const user = makeUser({ id: 7 });
let sockets: ReturnType<typeof installFakeWebSocket>;

beforeEach(() => {
  sockets = installFakeWebSocket();
});

/** A signed-in user whose notifications live in `items`: reads see the latest state. */
function signedInWith(items: TNotification[], routes: Parameters<typeof stubFetch>[0] = {}) {
  storeSession(user, 'token-7');
  const page = () => ({ items, total: items.length, page: 1, pageSize: 50 });
  return stubFetch({
    ...routes,
    ...currencyRatesRoute,
    'GET /api/auth/user': { status: 200, body: user },
    'GET /api/projects': { status: 200, body: [] },
    'GET /api/projects/featured': { status: 200, body: [] },
    'GET /api/notifications/7': () => ({ status: 200, body: page() }),
    'GET /api/notifications/7/unread-count': () => ({
      status: 200,
      body: { count: items.filter((item) => !item.isRead).length },
    }),
  });
}

const bell = (name: RegExp | string) => screen.findByRole('button', { name });

describe('notifications bell', () => {
  it('caps the badge at 99+', () => {
    expect(unreadBadgeLabel(5)).toBe('5');
    expect(unreadBadgeLabel(99)).toBe('99');
    expect(unreadBadgeLabel(100)).toBe('99+');
  });

  it('is not there for a visitor', async () => {
    stubFetch({
      ...currencyRatesRoute,
      'GET /api/projects': { status: 200, body: [] },
      'GET /api/projects/featured': { status: 200, body: [] },
    });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(sockets).toEqual([]);
  });

  it('shows the unread count, and the panel lists items with type, time and unread mark', async () => {
    const userEvents = userEvent.setup();
    signedInWith([
      makeNotification({ id: 2, title: 'Roof completed', type: 'milestone' }),
      makeNotification({
        id: 1,
        title: 'Payment confirmed',
        message: 'Your investment is confirmed.',
        type: 'other',
        isRead: true,
        createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      }),
    ]);
    renderApp('/');

    await userEvents.click(await bell('Notifications (1 unread)'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    // The button is named by the title alone; the rest is the list item around it.
    const unread = (
      await within(panel).findByRole('button', { name: 'Unread: Roof completed' })
    ).closest('li');
    expect(unread).toHaveTextContent('The roof of block A is on.');
    expect(unread).toHaveTextContent('5m ago');
    expect(unread).toHaveTextContent('Milestone');
    const read = within(panel).getByRole('button', { name: 'Payment confirmed' }).closest('li');
    expect(read).toHaveTextContent('3d ago');
    expect(read).toHaveTextContent('Update');

    await userEvents.click(within(panel).getByRole('button', { name: 'Close notifications' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'No notifications yet' when there are none", async () => {
    const userEvents = userEvent.setup();
    signedInWith([]);
    renderApp('/');
    await userEvents.click(await bell('Notifications'));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('marks an unread item read on click, then reads the list and count again', async () => {
    const userEvents = userEvent.setup();
    const items = [makeNotification({ id: 4, title: 'Roof completed' })];
    const stubbed = signedInWith(items, {
      'PUT /api/notifications/4/read': () => {
        items[0] = { ...items[0]!, isRead: true };
        return { status: 200, body: items[0] };
      },
    });
    renderApp('/');

    await userEvents.click(await bell('Notifications (1 unread)'));
    await userEvents.click(await screen.findByRole('button', { name: 'Unread: Roof completed' }));

    expect(await bell('Notifications')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Roof completed' })).toBeInTheDocument();
    expect(sentBodies(stubbed, 'PUT', '/api/notifications/4/read')).toHaveLength(1);

    // A read item calls nothing.
    await userEvents.click(screen.getByRole('button', { name: 'Roof completed' }));
    expect(requestedRoutes(stubbed).filter((route) => route.startsWith('PUT'))).toHaveLength(1);
  });

  it('authenticates its socket with the token, and a live notification shows a toast and raises the count', async () => {
    const items: TNotification[] = [];
    signedInWith(items);
    renderApp('/');
    expect(await bell('Notifications')).toBeInTheDocument();

    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    expect(socket.url).toBe(`ws://${window.location.host}/ws`);
    act(() => socket.open());
    expect(socket.sent).toEqual([{ type: 'auth', token: 'token-7' }]);
    act(() => socket.receive({ type: 'auth_success' }));

    const live = makeNotification({ id: 9, title: 'Site visit', message: 'Saturday at 10.' });
    items.unshift(live);
    act(() => socket.receive({ type: 'notification', data: live }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Site visit');
    expect(toast).toHaveTextContent('Saturday at 10.');
    expect(await bell('Notifications (1 unread)')).toBeInTheDocument();
  });

  it('reconnects after the connection drops, but not after the token was refused', async () => {
    signedInWith([]);
    renderApp('/');
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => sockets[0]!.drop(1006));
    await waitFor(() => expect(sockets).toHaveLength(2));
    act(() => sockets[1]!.drop(4001));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sockets).toHaveLength(2);
  });
});
