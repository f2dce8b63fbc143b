import { sentBodies, stubFetch } from '@coinvest/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp } from '../../test/render';

// As on the investor site: the token a sign-in gives goes with the next sign-in, so the admin's
// own device still gets in while someone else's wrong passwords have the account limited.

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('the device token on the admin /signin', () => {
  it('keeps the token a sign-in gives and sends it with the next one', async () => {
    const admin = makeUser({ role: 'admin', username: 'boss' });
    stubFetch({
      'POST /api/auth/signin': {
        status: 200,
        body: { token: 'admin-token', user: admin, deviceToken: 'device-9' },
      },
      'GET /api/auth/user': { status: 200, body: admin },
    });
    renderApp('/signin');

    await signIn('boss@example.com', 'osu-castle-admin');
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(window.localStorage.getItem('deviceToken')).toBe('device-9');

    window.localStorage.removeItem('authToken');
    window.localStorage.removeItem('currentUser');
    const again = stubFetch({
      'POST /api/auth/signin': { status: 401, body: { message: 'Invalid email or password' } },
    });
    renderApp('/signin');
    await signIn('boss@example.com', 'osu-castle-admin');
    await screen.findByRole('alert');
    expect(sentBodies(again, 'POST', '/api/auth/signin')).toEqual([
      { email: 'boss@example.com', password: 'osu-castle-admin', deviceToken: 'device-9' },
    ]);
  });
});
