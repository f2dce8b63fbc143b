import { sentBodies, stubFetch } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderApp } from '../../../test/render';

async function fillForm(values: Partial<Record<string, string>> = {}) {
  const user = userEvent.setup();
  const fields = {
    Username: 'kofi_boateng',
    Email: 'Kofi@Example.com',
    'First Name': 'Kofi',
    'Last Name': 'Boateng',
    Password: 'Akwaaba-2026',
    'Confirm Password': 'Akwaaba-2026',
    ...values,
  };
  for (const [label, value] of Object.entries(fields)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  return user;
}

describe('/signup', () => {
  it('shows its messages for bad input and sends nothing', async () => {
    const fetchStub = stubFetch({});
    renderApp('/signup');
    const user = await fillForm({
      Username: '',
      Email: 'not-an-email',
      Password: '12345',
      'Confirm Password': '12345',
    });

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /Password must be at least 8 characters/,
    );
    expect(screen.getByText('You must accept the terms and conditions')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email',
    );
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'Username must be at least 3 characters',
    );
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it("says the passwords don't match on the confirm field", async () => {
    stubFetch({});
    renderApp('/signup');
    const user = await fillForm({ 'Confirm Password': 'Akwaaba-2027' });

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      "Passwords don't match",
    );
  });

  it('sends exactly the five account fields, welcomes the user and goes to /signin', async () => {
    const fetchStub = stubFetch({
      'POST /api/users': { status: 201, body: makeUser({ firstName: 'Kofi' }) },
    });
    renderApp('/signup');
    const user = await fillForm();
    await user.click(screen.getByLabelText('I accept the terms and conditions'));

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Account Created!')).toBeInTheDocument();
    expect(
      within(toast).getByText(/Welcome, Kofi!.*sign in.*e-mailed you a code/),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'POST', '/api/users')).toEqual([
      {
        username: 'kofi_boateng',
        email: 'kofi@example.com',
        password: 'Akwaaba-2026',
        firstName: 'Kofi',
        lastName: 'Boateng',
      },
    ]);
  });

  it.each([
    [409, 'This username is already taken', 'USERNAME_TAKEN'],
    [400, 'This password is too common. Please choose another.', 'PASSWORD_TOO_COMMON'],
  ])(
    "shows the server's reason when the account cannot be created (%i %s)",
    async (status, message, errorCode) => {
      stubFetch({ 'POST /api/users': { status, body: { message, errorCode } } });
      renderApp('/signup');
      const user = await fillForm();
      await user.click(screen.getByLabelText('I accept the terms and conditions'));

      await user.click(screen.getByRole('button', { name: 'Create Account' }));

      const toast = await screen.findByRole('alert');
      expect(within(toast).getByText('Sign Up Failed')).toBeInTheDocument();
      expect(within(toast).getByText(message)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Create Your Account' })).toBeInTheDocument();
    },
  );

  it("falls back to 'Failed to create account' when the server cannot be reached", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderApp('/signup');
    const user = await fillForm();
    await user.click(screen.getByLabelText('I accept the terms and conditions'));

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Failed to create account')).toBeInTheDocument();
  });

  it('mentions a secure platform, verified developers and Accra properties, and links to /signin', () => {
    stubFetch({});
    renderApp('/signup');
    expect(screen.getByText('Secure platform')).toBeInTheDocument();
    expect(screen.getByText('Verified developers')).toBeInTheDocument();
    expect(screen.getByText('Accra properties')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute(
      'href',
      '/signin',
    );
  });
});
