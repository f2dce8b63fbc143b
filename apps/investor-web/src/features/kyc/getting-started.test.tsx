import type { TKycRecord } from '@coinvest/contract';
import { makeUser, showAsPhone, storeSession, stubFetch } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currencyRatesRoute } from '../../lib/currency/testing';
import { renderApp } from '../../test/render';

const investor = makeUser({ firstName: 'Kofi', username: 'kofi_boateng' });

const quietRoutes = {
  ...currencyRatesRoute,
  [`GET /api/notifications/${investor.id}`]: { status: 200, body: [] },
  [`GET /api/notifications/${investor.id}/unread-count`]: { status: 200, body: { count: 0 } },
};

function kycRecord(overrides: Partial<TKycRecord>): TKycRecord {
  return {
    id: 3,
    userId: investor.id,
    status: 'pending',
    isExpired: false,
    isVerified: false,
    canResubmit: false,
    rejectionReason: null,
    reviewNotes: null,
    submittedAt: '2026-11-20T10:00:00.000Z',
    expiresAt: null,
    ...overrides,
  } as TKycRecord;
}

describe('getting started: from sign-up to identity verification', () => {
  it('leads a new investor from sign-up, through sign-in, to the KYC centre with a welcome', async () => {
    stubFetch({
      ...quietRoutes,
      'POST /api/users': { status: 201, body: investor },
      'POST /api/auth/signin': { status: 200, body: { token: 'token-1', user: investor } },
      'GET /api/auth/user': { status: 200, body: investor },
      [`GET /api/kyc/${investor.id}`]: { status: 200, body: null },
    });
    renderApp('/signup');
    const user = userEvent.setup();
    const fields = {
      Username: 'kofi_boateng',
      Email: 'kofi@example.com',
      'First Name': 'Kofi',
      'Last Name': 'Boateng',
      Password: 'Akwaaba-2026',
      'Confirm Password': 'Akwaaba-2026',
    };
    for (const [label, value] of Object.entries(fields)) {
      await user.type(screen.getByLabelText(label), value);
    }
    await user.click(screen.getByLabelText('I accept the terms and conditions'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await screen.findByRole('heading', { name: 'Welcome Back' });
    await user.type(screen.getByLabelText('Email'), 'kofi@example.com');
    await user.type(screen.getByLabelText('Password'), 'Akwaaba-2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Kofi!' })).toBeInTheDocument();
    expect(
      screen.getByText(/Your account is ready\. Your next step is to verify your identity/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Identity Verification' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Start Verification' })).toBeInTheDocument();
  });

  it('sends a returning investor to the dashboard, without the welcome', async () => {
    stubFetch({
      ...quietRoutes,
      'POST /api/auth/signin': { status: 200, body: { token: 'token-1', user: investor } },
      'GET /api/auth/user': { status: 200, body: investor },
      [`GET /api/kyc/${investor.id}`]: { status: 200, body: null },
    });
    renderApp('/signin');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'kofi@example.com');
    await user.type(screen.getByLabelText('Password'), 'Akwaaba-2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome, Kofi!' })).not.toBeInTheDocument();
  });
});

function signedInWith(kyc: TKycRecord | null) {
  storeSession(investor);
  stubFetch({
    ...quietRoutes,
    'GET /api/auth/user': { status: 200, body: investor },
    [`GET /api/kyc/${investor.id}`]: { status: 200, body: kyc },
  });
  renderApp('/');
  return userEvent.setup();
}

function mainNavigation() {
  return screen.getAllByRole('navigation', { name: 'Main' })[0]!;
}

describe('the KYC centre in the navigation', () => {
  it.each([
    ['not started', null],
    ['pending', kycRecord({ status: 'pending' })],
    ['rejected', kycRecord({ status: 'rejected', canResubmit: true })],
    ['expired', kycRecord({ status: 'approved', isExpired: true, canResubmit: true })],
  ])('is linked from the bar, the user menu and the mobile menu while %s', async (_label, kyc) => {
    const user = signedInWith(kyc);

    expect(
      await within(mainNavigation()).findByRole('link', { name: 'Verify Identity' }),
    ).toHaveAttribute('href', '/kyc-verification');

    await user.click(await screen.findByRole('button', { name: /kofi_boateng/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Verify Identity' })).toHaveAttribute(
      'href',
      '/kyc-verification',
    );
    await user.keyboard('{Escape}');

    showAsPhone();

    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Verify Identity' })).toHaveAttribute(
      'href',
      '/kyc-verification',
    );
  });

  it('is hidden once the identity is approved', async () => {
    const user = signedInWith(kycRecord({ status: 'approved', isVerified: true }));

    await user.click(await screen.findByRole('button', { name: /kofi_boateng/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Verify Identity' })).toBeNull();
    expect(within(mainNavigation()).queryByRole('link', { name: 'Verify Identity' })).toBeNull();
    await user.keyboard('{Escape}');
    showAsPhone();
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Verify Identity' })).toBeNull();
  });
});
