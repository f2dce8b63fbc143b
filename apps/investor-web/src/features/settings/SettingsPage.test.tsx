import { makeUser, sentBodies, sentHeaders, stubFetch, storeSession } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currencyRatesRoute } from '../../lib/currency/testing';
import { renderApp } from '../../test/render';

const ama = makeUser();
const sessions = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    browser: 'Firefox',
    os: 'Linux',
    maskedIp: '127.0.0.***',
    signedInAt: '2026-11-24T09:00:00.000Z',
    lastActiveAt: '2026-11-24T10:00:00.000Z',
    current: true,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    browser: 'Chrome',
    os: 'Windows',
    maskedIp: '203.0.113.***',
    signedInAt: '2026-11-20T09:00:00.000Z',
    lastActiveAt: '2026-11-23T18:30:00.000Z',
    current: false,
  },
];

function signedInRoutes(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    ...currencyRatesRoute,
    'GET /api/auth/user': { status: 200, body: ama },
    'GET /api/users/me/preferences': { status: 200, body: { language: null, currency: null } },
    'GET /api/notifications': { status: 200, body: [] },
    'GET /api/notifications/unread-count': { status: 200, body: { count: 0 } },
    'GET /api/auth/second-factor': { status: 200, body: { enabled: false, required: false } },
    'GET /api/account/sessions': { status: 200, body: sessions },
    ...extra,
  });
}

describe('/settings', () => {
  it('sends a visitor to sign in', async () => {
    stubFetch({});
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('shows the four sections with their headings', async () => {
    storeSession(ama);
    signedInRoutes();
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    for (const name of ['Profile', 'Password', 'Security', 'Preferences']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Username')).toHaveValue('ama_mensah');
  });

  it("says why a taken username is refused (the server's 409)", async () => {
    storeSession(ama);
    const fetchStub = signedInRoutes({
      'PUT /api/account/profile': {
        status: 409,
        body: { message: 'This username is already taken' },
      },
    });
    renderApp('/settings');
    const user = userEvent.setup();
    const username = await screen.findByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'kofi');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('This username is already taken')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'PUT', '/api/account/profile')).toEqual([
      { firstName: 'Ama', lastName: 'Mensah', username: 'kofi' },
    ]);
  });

  it('asks for the code after the new address and the current password', async () => {
    storeSession(ama);
    const fetchStub = signedInRoutes({
      'POST /api/account/email-change': {
        status: 202,
        body: { message: 'sent', pendingEmail: 'ama.new@example.com' },
      },
      'POST /api/account/email-change/confirm': {
        status: 200,
        body: { ...ama, email: 'ama.new@example.com' },
      },
    });
    renderApp('/settings');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New email address'), 'Ama.New@example.com');
    const emailSection = screen.getByRole('button', { name: 'Send code' }).closest('form');
    await user.type(
      within(emailSection as HTMLElement).getByLabelText('Current password'),
      'secret1',
    );
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(
      await screen.findByText(/We have sent a 6-digit code to ama.new@example.com/),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm new address' }));

    expect(await screen.findByText('Current address: ama.new@example.com')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'POST', '/api/account/email-change')).toEqual([
      { newEmail: 'ama.new@example.com', currentPassword: 'secret1' },
    ]);
    expect(sentBodies(fetchStub, 'POST', '/api/account/email-change/confirm')).toEqual([
      { code: '123456' },
    ]);
  });

  it('refuses a mismatched new password before sending anything', async () => {
    storeSession(ama);
    const fetchStub = signedInRoutes();
    renderApp('/settings');
    const user = userEvent.setup();
    const form = (await screen.findByRole('button', { name: 'Change password' })).closest('form');
    const inForm = within(form as HTMLElement);
    await user.type(inForm.getByLabelText('Current password'), 'secret1');
    await user.type(inForm.getByLabelText('New password'), 'kente-weaver-2026');
    await user.type(inForm.getByLabelText('Confirm new password'), 'kente-weaver-2025');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'POST', '/api/account/password')).toEqual([]);
  });

  it('lists the devices, marks this one and signs another out', async () => {
    storeSession(ama);
    const fetchStub = signedInRoutes({
      'DELETE /api/account/sessions/22222222-2222-4222-8222-222222222222': {
        status: 200,
        body: { message: 'The device has been signed out' },
      },
    });
    renderApp('/settings');
    const devices = await screen.findByRole('table', { name: 'Signed-in devices' });
    expect(within(devices).getByText('Firefox on Linux')).toBeInTheDocument();
    expect(within(devices).getByText('This device')).toBeInTheDocument();
    expect(within(devices).getByText(/Address 203\.0\.113\.\*\*\*/)).toBeInTheDocument();

    await userEvent
      .setup()
      .click(within(devices).getByRole('button', { name: 'Sign out: Chrome on Windows' }));
    expect(await screen.findByText('The device has been signed out.')).toBeInTheDocument();
    expect(
      sentHeaders(
        fetchStub,
        'DELETE',
        '/api/account/sessions/22222222-2222-4222-8222-222222222222',
      ),
    ).toHaveLength(1);
  });

  it('turns two-factor sign-in on: QR code, the first code with the current password, then the recovery codes', async () => {
    storeSession(ama);
    const fetchStub = signedInRoutes({
      'POST /api/auth/second-factor/enrolment': {
        status: 200,
        body: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/x',
          qrCodeDataUrl: 'data:image/png;base64,AAAA',
        },
      },
      'POST /api/auth/second-factor/enrolment/confirm': {
        status: 200,
        body: { recoveryCodes: ['ABCDE-FGHJK', 'MNPQR-STUVW'] },
      },
    });
    renderApp('/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Two-factor sign-in' });
    await user.type(within(form).getByLabelText('Code from the app'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    // Without the current password nothing is sent.
    expect(await within(form).findByText('Current password is required')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'POST', '/api/auth/second-factor/enrolment/confirm')).toEqual([]);

    await user.type(within(form).getByLabelText('Current password'), 'secret1');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getByText('ABCDE-FGHJK')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'POST', '/api/auth/second-factor/enrolment/confirm')).toEqual([
      { code: '123456', currentPassword: 'secret1' },
    ]);
  });

  it('turns two-factor sign-in off with the current password and a code', async () => {
    storeSession(ama);
    const fetchStub = signedInRoutes({
      'GET /api/auth/second-factor': { status: 200, body: { enabled: true, required: false } },
      'POST /api/auth/second-factor/disable': {
        status: 400,
        body: { message: 'Current password is incorrect', errorCode: 'CURRENT_PASSWORD_WRONG' },
      },
    });
    renderApp('/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const form = screen.getByRole('form', { name: 'Two-factor sign-in' });
    await user.type(within(form).getByLabelText('Current password'), 'not-it');
    await user.type(within(form).getByLabelText('Code from the app or a recovery code'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));

    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'POST', '/api/auth/second-factor/disable')).toEqual([
      { code: '123456', currentPassword: 'not-it' },
    ]);
  });
});
