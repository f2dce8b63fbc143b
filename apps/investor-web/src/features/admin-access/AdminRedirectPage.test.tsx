import { stubFetch } from '@coinvest/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openAdminSite } from '../../lib/admin-site';
import { makeUser, renderApp, storeSession } from '../../test/render';

vi.mock('../../lib/admin-site', () => ({ openAdminSite: vi.fn() }));

describe.each(['/secure-admin', '/admin'])('%s', (route) => {
  afterEach(() => vi.mocked(openAdminSite).mockClear());

  it("asks a visitor to sign in: 'Access Denied' and /signin", async () => {
    stubFetch({});
    renderApp(route);

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Access Denied')).toBeInTheDocument();
    expect(within(toast).getByText('Please sign in to continue')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it("turns a signed-in investor away: 'Unauthorized Access' and /dashboard", async () => {
    const ama = makeUser();
    storeSession(ama);
    stubFetch({ 'GET /api/auth/user': { status: 200, body: ama } });
    renderApp(route);

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Unauthorized Access')).toBeInTheDocument();
    expect(
      within(toast).getByText('Admin access restricted to authorized personnel only'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(openAdminSite).not.toHaveBeenCalled();
  });

  it('sends the admin to the admin site, with a spinner meanwhile', async () => {
    const admin = makeUser({ role: 'admin', username: 'boss' });
    storeSession(admin);
    stubFetch({ 'GET /api/auth/user': { status: 200, body: admin } });
    renderApp(route);

    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await waitFor(() => expect(openAdminSite).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
