import { sentBodies, stubFetch } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';

const ok = { status: 200, body: { message: 'ok' } };

async function requestCode(email = 'Ama@Example.com') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
  return user;
}

describe('/forgot-password', () => {
  it('resets the password in three steps and sends what each step needs', async () => {
    const fetchStub = stubFetch({
      'POST /api/auth/forgot-password': ok,
      'POST /api/auth/reset-password': ok,
    });
    renderApp('/forgot-password');

    const user = await requestCode();
    expect(await screen.findByText('Reset Email Sent')).toBeInTheDocument();
    const code = await screen.findByLabelText('Reset Code');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(code).toHaveAccessibleDescription('Enter 6-digit code');

    await user.type(code, '123456');
    await user.type(screen.getByLabelText('New Password'), 'Fresh-Start-77');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Fresh-Start-77');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(
      await screen.findByRole('heading', { name: 'Password Reset Successful' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(sentBodies(fetchStub, 'POST', '/api/auth/forgot-password')).toEqual([
      { email: 'ama@example.com' },
    ]);
    expect(sentBodies(fetchStub, 'POST', '/api/auth/reset-password')).toEqual([
      {
        token: '123456',
        newPassword: 'Fresh-Start-77',
        confirmPassword: 'Fresh-Start-77',
        email: 'ama@example.com',
      },
    ]);
  });

  it('opens at the code step for the address an invitation links with, asking for no new code', async () => {
    const fetchStub = stubFetch({ 'POST /api/auth/reset-password': ok });
    renderApp('/forgot-password?email=kofi.inspector%40example.com');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Reset Code'), '654321');
    await user.type(screen.getByLabelText('New Password'), 'Site-visits-2026');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Site-visits-2026');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(
      await screen.findByRole('heading', { name: 'Password Reset Successful' }),
    ).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'POST', '/api/auth/forgot-password')).toEqual([]);
    expect(sentBodies(fetchStub, 'POST', '/api/auth/reset-password')).toEqual([
      {
        token: '654321',
        newPassword: 'Site-visits-2026',
        confirmPassword: 'Site-visits-2026',
        email: 'kofi.inspector@example.com',
      },
    ]);
  });

  it('starts at the request step when the linked address is not one', () => {
    stubFetch({});
    renderApp('/forgot-password?email=not-an-address');

    expect(screen.getByRole('button', { name: 'Send Reset Code' })).toBeInTheDocument();
  });

  it('checks the e-mail before asking for a code', async () => {
    const fetchStub = stubFetch({});
    renderApp('/forgot-password');

    await requestCode('nope');

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('checks the code and the new password with their fixed messages', async () => {
    const fetchStub = stubFetch({ 'POST /api/auth/forgot-password': ok });
    renderApp('/forgot-password');
    const user = await requestCode();
    await screen.findByLabelText('Reset Code');

    await user.type(screen.getByLabelText('New Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(screen.getByLabelText('Reset Code')).toHaveAccessibleDescription(
      expect.stringContaining('Reset token is required') as string,
    );
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription(
      'Please confirm your password',
    );
    expect(sentBodies(fetchStub, 'POST', '/api/auth/reset-password')).toEqual([]);
  });

  it("shows the server's reason when the code is refused, and 'try again' goes back", async () => {
    stubFetch({
      'POST /api/auth/forgot-password': ok,
      'POST /api/auth/reset-password': {
        status: 400,
        body: { message: 'Invalid or expired reset code', errorCode: 'RESET_CODE_INVALID' },
      },
    });
    renderApp('/forgot-password');
    const user = await requestCode();
    await user.type(await screen.findByLabelText('Reset Code'), '000000');
    await user.type(screen.getByLabelText('New Password'), 'Fresh-Start-77');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Fresh-Start-77');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(within(toast).getByText('Invalid or expired reset code')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ama@example.com');
  });

  it("falls back to 'Failed to send reset email' without a server message", async () => {
    stubFetch({ 'POST /api/auth/forgot-password': { status: 502 } });
    renderApp('/forgot-password');

    await requestCode();

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(within(toast).getByText('Failed to send reset email')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
  });

  it('has a way back to sign in', () => {
    stubFetch({});
    renderApp('/forgot-password');
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute(
      'href',
      '/signin',
    );
  });
});
