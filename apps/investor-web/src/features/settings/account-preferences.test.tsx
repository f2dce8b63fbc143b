import { makeUser, sentBodies, stubFetch, storeSession } from '@coinvest/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currencyRatesRoute } from '../../lib/currency/testing';
import { renderApp } from '../../test/render';

const ama = makeUser();

function routes(saved: { language: string | null; currency: string | null }) {
  return stubFetch({
    ...currencyRatesRoute,
    'GET /api/auth/user': { status: 200, body: ama },
    'GET /api/users/me/preferences': { status: 200, body: saved },
    'PUT /api/users/me/preferences': (body) => ({
      status: 200,
      body: { ...saved, ...(body as object) },
    }),
    'GET /api/notifications': { status: 200, body: [] },
    'GET /api/notifications/unread-count': { status: 200, body: { count: 0 } },
    'GET /api/auth/second-factor': { status: 200, body: { enabled: false, required: false } },
    'GET /api/account/sessions': { status: 200, body: [] },
  });
}

describe('the currency saved on the account', () => {
  it("saves a signed-in user's choice from the settings' picker", async () => {
    storeSession(ama);
    const fetchStub = routes({ language: null, currency: null });
    renderApp('/settings');
    const preferences = await screen.findByRole('region', { name: 'Preferences' });
    const user = userEvent.setup();
    await user.click(within(preferences).getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: /GHS/ }));

    await waitFor(() =>
      expect(sentBodies(fetchStub, 'PUT', '/api/users/me/preferences')).toEqual([
        { currency: 'GHS' },
      ]),
    );
    expect(window.localStorage.getItem('preferred-currency')).toBe('GHS');
  });

  it('applies the saved currency once the user is known', async () => {
    storeSession(ama);
    window.localStorage.setItem('preferred-currency', 'USD');
    routes({ language: null, currency: 'EUR' });
    renderApp('/faq');
    await waitFor(() => expect(window.localStorage.getItem('preferred-currency')).toBe('EUR'));
  });
});

describe('/signin with two-factor sign-in on', () => {
  it('asks for the code after the password, then opens the dashboard', async () => {
    const fetchStub = stubFetch({
      'POST /api/auth/signin': {
        status: 202,
        body: { next: 'code', challengeToken: 'challenge-1' },
      },
      'POST /api/auth/second-factor/signin': {
        status: 200,
        body: { token: 'token-2', user: ama },
      },
      'GET /api/auth/user': { status: 200, body: ama },
    });
    renderApp('/signin');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ama@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBeNull();
    await user.type(screen.getByLabelText('Code from the app or a recovery code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBe('token-2');
    expect(sentBodies(fetchStub, 'POST', '/api/auth/second-factor/signin')).toEqual([
      { challengeToken: 'challenge-1', code: '123456' },
    ]);
  });
});
