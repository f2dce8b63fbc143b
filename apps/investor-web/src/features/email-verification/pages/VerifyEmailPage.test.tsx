import { sentBodies, stubFetch } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, storeSession } from '../../../test/render';

describe('/verify-email', () => {
  it('sends the code, then shows the verified account on the dashboard without the notice', async () => {
    const unverified = makeUser({ emailVerified: false });
    const verified = { ...unverified, emailVerified: true };
    storeSession(unverified);
    const fetchStub = stubFetch({
      'GET /api/auth/user': { status: 200, body: unverified },
      'POST /api/auth/verify-email': { status: 200, body: verified },
    });
    renderApp('/verify-email');

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Verification code'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'POST', '/api/auth/verify-email')).toEqual([{ code: '123456' }]);
    expect(screen.queryByText(/Until you enter the code we emailed you/)).not.toBeInTheDocument();
  });

  it("refuses a code that is not 6 digits without sending it, and shows the server's reason", async () => {
    const unverified = makeUser({ emailVerified: false });
    storeSession(unverified);
    const fetchStub = stubFetch({
      'GET /api/auth/user': { status: 200, body: unverified },
      'POST /api/auth/verify-email': {
        status: 400,
        body: { message: 'Invalid or expired verification code' },
      },
    });
    renderApp('/verify-email');

    const user = userEvent.setup();
    const field = await screen.findByLabelText('Verification code');
    await user.type(field, '12ab');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(await screen.findByText('Enter 6-digit code')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'POST', '/api/auth/verify-email')).toEqual([]);

    await user.clear(field);
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Invalid or expired verification code')).toBeInTheDocument();
  });

  it('asks for a new code and says so', async () => {
    const unverified = makeUser({ emailVerified: false });
    storeSession(unverified);
    const fetchStub = stubFetch({
      'GET /api/auth/user': { status: 200, body: unverified },
      'POST /api/auth/verify-email/resend': {
        status: 200,
        body: {
          message:
            'If your email address still needs verifying, we have sent a new 6-digit code to it.',
        },
      },
    });
    renderApp('/verify-email');

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('New code requested')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'POST', '/api/auth/verify-email/resend')).toHaveLength(1);
  });

  it('shows an unverified investor the notice on the dashboard, leading to the code', async () => {
    const unverified = makeUser({ emailVerified: false });
    storeSession(unverified);
    stubFetch({ 'GET /api/auth/user': { status: 200, body: unverified } });
    renderApp('/dashboard');

    expect(await screen.findByText(/Until you enter the code we emailed you/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter the code' })).toHaveAttribute(
      'href',
      '/verify-email',
    );
  });
});
