import { sentBodies, stubFetch } from '@coinvest/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp } from '../../../test/render';

// The API lets a correct password through from a device that signed in to the account
// before, even while the account's failed sign-ins are limited: the site keeps the token a
// sign-in gives and sends it with the next one.

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('the device token on /signin', () => {
  it('keeps the token a sign-in gives', async () => {
    const ama = makeUser();
    stubFetch({
      'POST /api/auth/signin': {
        status: 200,
        body: { token: 'token-1', user: ama, deviceToken: 'device-7' },
      },
      'GET /api/auth/user': { status: 200, body: ama },
    });
    renderApp('/signin');

    await signIn('ama@example.com', 'kente-harbour');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(window.localStorage.getItem('deviceToken')).toBe('device-7');
  });

  it('sends the kept token with the next sign-in', async () => {
    window.localStorage.setItem('deviceToken', 'device-7');
    const fetchStub = stubFetch({
      'POST /api/auth/signin': { status: 401, body: { message: 'Invalid email or password' } },
    });
    renderApp('/signin');

    await signIn('ama@example.com', 'kente-harbour');

    await screen.findByRole('alert');
    expect(sentBodies(fetchStub, 'POST', '/api/auth/signin')).toEqual([
      { email: 'ama@example.com', password: 'kente-harbour', deviceToken: 'device-7' },
    ]);
  });
});
