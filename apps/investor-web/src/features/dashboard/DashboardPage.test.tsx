import { stubFetch } from '@coinvest/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, storeSession } from '../../test/render';

describe('/dashboard', () => {
  it('greets the signed-in user', async () => {
    const ama = makeUser();
    storeSession(ama);
    stubFetch({ 'GET /api/auth/user': { status: 200, body: ama } });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, ama_mensah')).toBeInTheDocument();
  });

  it('sends a visitor to /signin', () => {
    stubFetch({});
    renderApp('/dashboard');
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('sends a user whose token the server refuses to /signin', async () => {
    storeSession(makeUser(), 'revoked');
    stubFetch({
      'GET /api/auth/user': { status: 401, body: { message: 'Authentication required' } },
    });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('says so when the account cannot be checked, rather than signing the user out', async () => {
    storeSession(makeUser());
    stubFetch({
      'GET /api/auth/user': { status: 503, body: { message: 'The database is unavailable' } },
    });
    renderApp('/dashboard');

    expect(await screen.findByText('We could not check your account')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBe('token-1');
  });
});
