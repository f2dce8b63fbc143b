import { sentBodies, stubFetch } from '@coinvest/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openAdminSite } from '../../../lib/admin-site';
import { makeUser, renderApp } from '../../../test/render';

vi.mock('../../../lib/admin-site', () => ({ openAdminSite: vi.fn() }));

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('/signin', () => {
  afterEach(() => vi.mocked(openAdminSite).mockClear());

  it("refuses a wrong password with 'Sign In Failed' - 'Invalid email or password'", async () => {
    stubFetch({
      'POST /api/auth/signin': { status: 401, body: { message: 'Invalid email or password' } },
    });
    renderApp('/signin');

    await signIn('ama@example.com', 'not-the-password');

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Sign In Failed')).toBeInTheDocument();
    expect(within(toast).getByText('Invalid email or password')).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('says the same for any other failure, e.g. a server error', async () => {
    stubFetch({
      'POST /api/auth/signin': { status: 500, body: { message: 'Internal server error' } },
    });
    renderApp('/signin');

    await signIn('ama@example.com', 'secret1');

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Invalid email or password')).toBeInTheDocument();
  });

  it('stores the session, welcomes the user back and opens the dashboard', async () => {
    const ama = makeUser();
    const fetchStub = stubFetch({
      'POST /api/auth/signin': {
        status: 200,
        body: { token: 'token-1', user: ama, firstSignIn: false },
      },
      'GET /api/auth/user': { status: 200, body: ama },
    });
    renderApp('/signin');

    await signIn(' Ama@Example.com', 'secret1');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Ama')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Ama!')).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBe('token-1');
    expect(JSON.parse(window.localStorage.getItem('currentUser') ?? 'null')).toEqual(ama);
    expect(sentBodies(fetchStub, 'POST', '/api/auth/signin')).toEqual([
      { email: 'ama@example.com', password: 'secret1' },
    ]);
    expect(openAdminSite).not.toHaveBeenCalled();
  });

  it('welcomes, not welcomes back, on the first sign-in after sign-up', async () => {
    const kofi = makeUser({ firstName: 'Kofi' });
    stubFetch({
      'POST /api/auth/signin': {
        status: 200,
        body: { token: 'token-2', user: kofi, firstSignIn: true },
      },
      'GET /api/auth/user': { status: 200, body: kofi },
    });
    renderApp('/signin');

    await signIn('kofi@example.com', 'secret1');

    expect(await screen.findByText('Welcome, Kofi!')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('sends the admin to the admin site', async () => {
    const admin = makeUser({ id: 1, username: 'boss', role: 'admin' });
    stubFetch({
      'POST /api/auth/signin': { status: 200, body: { token: 'token-9', user: admin } },
      'GET /api/auth/user': { status: 200, body: admin },
    });
    renderApp('/signin');

    await signIn('boss@example.com', 'secret1');

    await waitFor(() => expect(openAdminSite).toHaveBeenCalledTimes(1));
  });

  it('links to /forgot-password and /signup', () => {
    stubFetch({});
    renderApp('/signin');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });
});
