import type { TUser } from '@coinvest/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, sentHeaders, stubFetch } from '../test-utils';
import { useCurrentUser } from './current-user';
import { setSession } from './storage';

const ama: TUser = {
  id: 7,
  username: 'ama_mensah',
  email: 'ama@example.com',
  firstName: 'Ama',
  lastName: 'Mensah',
  role: 'user',
  emailVerified: true,
  createdAt: '2026-11-22T10:00:00.000Z',
};

function WhoAmI() {
  const { user, isLoading, error, isAdmin } = useCurrentUser();
  if (isLoading) return <p>loading</p>;
  if (error) return <p>error: {error.message}</p>;
  return <p>{user ? `${user.username}${isAdmin ? ' (admin)' : ''}` : 'visitor'}</p>;
}

describe('useCurrentUser', () => {
  it('asks nothing when no token is stored', () => {
    const fetchStub = stubFetch({});
    renderWithProviders(<WhoAmI />);

    expect(screen.getByText('visitor')).toBeInTheDocument();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('reads the user with the bearer token', async () => {
    window.localStorage.setItem('authToken', 'token-1');
    const fetchStub = stubFetch({ 'GET /api/auth/user': { status: 200, body: ama } });
    renderWithProviders(<WhoAmI />);

    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('ama_mensah')).toBeInTheDocument();
    expect(sentHeaders(fetchStub, 'GET', '/api/auth/user')[0]?.get('authorization')).toBe(
      'Bearer token-1',
    );
  });

  it('treats a 401 as signed out and forgets the token', async () => {
    window.localStorage.setItem('authToken', 'revoked');
    window.localStorage.setItem('currentUser', JSON.stringify(ama));
    stubFetch({
      'GET /api/auth/user': { status: 401, body: { message: 'Authentication required' } },
    });
    renderWithProviders(<WhoAmI />);

    expect(await screen.findByText('visitor')).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(window.localStorage.getItem('currentUser')).toBeNull();
  });

  it('reports any other failure as an error, without retrying', async () => {
    window.localStorage.setItem('authToken', 'token-1');
    const fetchStub = stubFetch({
      'GET /api/auth/user': { status: 500, body: { message: 'Internal server error' } },
    });
    renderWithProviders(<WhoAmI />);

    expect(await screen.findByText(/^error: 500: /)).toBeInTheDocument();
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('authToken')).toBe('token-1');
  });

  it('re-reads the user when the session changes (authChange)', async () => {
    const admin = { ...ama, id: 1, username: 'boss', role: 'admin' as const };
    stubFetch({ 'GET /api/auth/user': { status: 200, body: admin } });
    renderWithProviders(<WhoAmI />);
    expect(screen.getByText('visitor')).toBeInTheDocument();

    act(() => setSession('token-2', admin));

    expect(await screen.findByText('boss (admin)')).toBeInTheDocument();
  });

  it('re-reads the user on window focus', async () => {
    window.localStorage.setItem('authToken', 'token-1');
    const fetchStub = stubFetch({ 'GET /api/auth/user': { status: 200, body: ama } });
    renderWithProviders(<WhoAmI />);
    await screen.findByText('ama_mensah');

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });

    await waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(2));
  });
});
