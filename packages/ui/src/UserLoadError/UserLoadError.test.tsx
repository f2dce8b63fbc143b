import type { TUser } from '@coinvest/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useCurrentUser } from '../session/current-user';
import { renderWithProviders, stubFetch } from '../test-utils';
import { UserLoadError } from './UserLoadError';

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

function Account() {
  const { user, error } = useCurrentUser();
  if (error) return <UserLoadError />;
  return <p>{user?.username ?? 'checking'}</p>;
}

describe('UserLoadError', () => {
  it('says the account could not be checked and asks the server again on retry', async () => {
    window.localStorage.setItem('authToken', 'token-1');
    let answer = { status: 503, body: { message: 'The database is unavailable' } as unknown };
    stubFetch({ 'GET /api/auth/user': () => answer });
    renderWithProviders(<Account />);

    expect(await screen.findByText('We could not check your account')).toBeInTheDocument();
    answer = { status: 200, body: ama };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('ama_mensah')).toBeInTheDocument();
  });
});
