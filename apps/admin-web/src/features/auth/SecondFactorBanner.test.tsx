import { sentBodies, stubFetch } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, storeSession } from '../../test/render';

const admin = makeUser({ role: 'admin', username: 'boss' });

describe('the panel says when the admin has no second factor', () => {
  it('shows the banner and sets it up from there, with the current password', async () => {
    storeSession(admin);
    let enabled = false;
    const fetchStub = stubFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/auth/second-factor': () => ({ status: 200, body: { enabled, required: false } }),
      'POST /api/auth/second-factor/enrolment': {
        status: 200,
        body: {
          otpauthUri: 'otpauth://totp/x',
          qrCodeDataUrl: 'data:image/png;base64,AA',
          secret: 'KEY',
        },
      },
      'POST /api/auth/second-factor/enrolment/confirm': () => {
        enabled = true;
        return { status: 200, body: { recoveryCodes: ['AAAAA-BBBBB'] } };
      },
    });
    renderApp('/');

    expect(await screen.findByText('Two-factor sign-in is off for this admin')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(await within(dialog).findByLabelText('Code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await within(dialog).findByText('Current password is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Current password'), 'the-admin-password');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on two-factor sign-in' }));

    expect(await within(dialog).findByText('AAAAA-BBBBB')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'POST', '/api/auth/second-factor/enrolment/confirm')).toEqual([
      { code: '123456', currentPassword: 'the-admin-password' },
    ]);
    await user.click(
      within(dialog).getByRole('button', { name: 'I have saved my recovery codes' }),
    );
    expect(screen.queryByText('Two-factor sign-in is off for this admin')).not.toBeInTheDocument();
  });

  it('shows no banner when the second factor is on', async () => {
    storeSession(admin);
    stubFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/auth/second-factor': { status: 200, body: { enabled: true, required: true } },
    });
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.queryByText('Two-factor sign-in is off for this admin')).not.toBeInTheDocument();
  });
});
