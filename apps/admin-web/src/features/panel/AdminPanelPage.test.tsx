import { requestedRoutes, stubFetch } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, storeSession } from '../../test/render';

describe('the admin panel (/)', () => {
  it('shows the admin the header and every section', async () => {
    const admin = makeUser({ role: 'admin', username: 'boss' });
    storeSession(admin);
    stubFetch({ 'GET /api/auth/user': { status: 200, body: admin } });
    renderApp('/');

    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, boss')).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Projects',
      'Developers',
      'Interests',
      'KYC',
      'Units',
      'Payments',
      'Payment Instructions',
      'Ledger',
      'Rates',
      'Inspectors',
      'Failed Jobs',
      'Audit',
    ]);
    expect(screen.getByRole('tab', { name: 'Projects' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('tab', { name: 'KYC' }));
    expect(screen.getByRole('tab', { name: 'KYC' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'KYC' })).toBeInTheDocument();

    // Dashboard is the panel itself, on this site: it never leaves for the investor site, whose
    // dashboard would send the admin back here to sign in.
    const dashboard = screen.getByRole('link', { name: 'Dashboard' });
    expect(dashboard).toHaveAttribute('href', '/');
    await userEvent.click(dashboard);
    expect(screen.getByRole('tab', { name: 'Projects' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('refuses a signed-in investor and fetches nothing else', async () => {
    const ama = makeUser();
    storeSession(ama);
    const fetchStub = stubFetch({ 'GET /api/auth/user': { status: 200, body: ama } });
    renderApp('/');

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Unauthorized Access')).toBeInTheDocument();
    expect(
      within(toast).getByText('Admin access restricted to authorized personnel only'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unauthorized Access' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Panel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(new Set(requestedRoutes(fetchStub))).toEqual(new Set(['GET /api/auth/user']));
  });

  it('signs the admin out: server told, session gone, back to sign-in', async () => {
    const admin = makeUser({ role: 'admin', username: 'boss' });
    storeSession(admin);
    stubFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'POST /api/auth/logout': { status: 200, body: { message: 'Signed out' } },
    });
    renderApp('/');

    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('sends a visitor to /signin', () => {
    stubFetch({});
    renderApp('/');
    expect(screen.getByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
  });

  it('shows a 404 page for any other path', () => {
    stubFetch({});
    renderApp('/secure-admin/nothing-here');
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
