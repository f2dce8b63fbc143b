import { SECOND_FACTOR_MESSAGES } from '@coinvest/contract';
import { sentBodies, stubFetch } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
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

  it('checks the form with its fixed messages', async () => {
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

describe('/signin: the second factor', () => {
  const admin = makeUser({ role: 'admin', username: 'boss' });
  const QR_CODE = 'data:image/png;base64,iVBORw0KGgo=';

  it('asks for the code after the password, shows a wrong code refused, and signs in with the right one', async () => {
    const fetchStub = stubFetch({
      'POST /api/auth/signin': { status: 202, body: { next: 'code', challengeToken: 'ch-1' } },
      'POST /api/auth/second-factor/signin': (body) =>
        (body as { code: string }).code === '123456'
          ? { status: 200, body: { token: 'admin-token', user: admin } }
          : {
              status: 400,
              body: {
                message: SECOND_FACTOR_MESSAGES.codeInvalid,
                errorCode: 'SECOND_FACTOR_CODE_INVALID',
              },
            },
      'GET /api/auth/user': { status: 200, body: admin },
    });
    renderApp('/signin');
    await signIn('boss@example.com', 'secret1');

    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the code from your authenticator app'),
    );

    await user.type(screen.getByLabelText('Code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Invalid or already used code')).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBeNull();

    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBe('admin-token');
    expect(sentBodies(fetchStub, 'POST', '/api/auth/second-factor/signin')).toEqual([
      { challengeToken: 'ch-1', code: '654321' },
      { challengeToken: 'ch-1', code: '123456' },
    ]);
  });

  it('enrols first where it is required: QR code and key, the code confirms, the recovery codes show once, then the panel', async () => {
    const recoveryCodes = Array.from(
      { length: 10 },
      (_, i) => `ABCDE-FGH${String(i).padStart(2, '0')}`,
    );
    const fetchStub = stubFetch({
      'POST /api/auth/signin': {
        status: 202,
        body: { next: 'enrolment', challengeToken: 'ch-enrol' },
      },
      'POST /api/auth/second-factor/enrolment': {
        status: 200,
        body: {
          otpauthUri: 'otpauth://totp/CoInvest%20Accra:boss%40example.com?secret=KEY234',
          qrCodeDataUrl: QR_CODE,
          secret: 'KEY234',
        },
      },
      'POST /api/auth/second-factor/enrolment/confirm': {
        status: 200,
        body: { recoveryCodes, session: { token: 'admin-token', user: admin } },
      },
      'GET /api/auth/user': { status: 200, body: admin },
    });
    renderApp('/signin');
    await signIn('boss@example.com', 'secret1');

    expect(
      await screen.findByRole('heading', { name: 'Set up two-factor sign-in' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveAttribute('src', QR_CODE);
    expect(screen.getByText('KEY234')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'POST', '/api/auth/second-factor/enrolment')).toEqual([
      { challengeToken: 'ch-enrol' },
    ]);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));

    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(window.localStorage.getItem('authToken')).toBe('admin-token');
    expect(sentBodies(fetchStub, 'POST', '/api/auth/second-factor/enrolment/confirm')).toEqual([
      { challengeToken: 'ch-enrol', code: '123456' },
    ]);

    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
  });

  it('goes back to the password when the challenge has expired', async () => {
    stubFetch({
      'POST /api/auth/signin': { status: 202, body: { next: 'code', challengeToken: 'old' } },
      'POST /api/auth/second-factor/signin': {
        status: 401,
        body: {
          message: SECOND_FACTOR_MESSAGES.challengeExpired,
          errorCode: 'SECOND_FACTOR_CHALLENGE_EXPIRED',
        },
      },
    });
    renderApp('/signin');
    await signIn('boss@example.com', 'secret1');

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    const toast = await screen.findByRole('alert');
    expect(
      within(toast).getByText('Your sign-in has expired. Please sign in again.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
  });

  it('shows every second-factor message of the contract in English as the contract words it', () => {
    for (const [key, message] of Object.entries(SECOND_FACTOR_MESSAGES)) {
      expect(i18n.t(`auth.secondFactor.messages.${key}` as 'auth.signIn.title')).toBe(message);
    }
  });
});
