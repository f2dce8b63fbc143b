import { sentBodies, stubFetch } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp } from '../../test/render';

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('/signin on the admin site', () => {
  it('signs the admin in on this origin and opens the panel', async () => {
    const admin = makeUser({ role: 'admin', username: 'boss' });
    const fetchStub = stubFetch({
      'POST /api/auth/signin': { status: 200, body: { token: 'admin-token', user: admin } },
      'GET /api/auth/user': { status: 200, body: admin },
    });
    renderApp('/signin');

    await signIn('boss@example.com', 'secret1');

    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBe('admin-token');
    expect(sentBodies(fetchStub, 'POST', '/api/auth/signin')).toEqual([
      { email: 'boss@example.com', password: 'secret1' },
    ]);
  });

  it("refuses a wrong password with 'Sign In Failed' - 'Invalid email or password'", async () => {
    stubFetch({
      'POST /api/auth/signin': { status: 401, body: { message: 'Invalid email or password' } },
    });
    renderApp('/signin');

    await signIn('boss@example.com', 'wrong');

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Sign In Failed')).toBeInTheDocument();
    expect(within(toast).getByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
  });

  it('checks the form with the spec messages', async () => {
    const fetchStub = stubFetch({});
    renderApp('/signin');

    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
