import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { SignInForm } from './SignInForm';

describe('SignInForm', () => {
  it("shows the contract's messages and sends nothing while the form is invalid", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<SignInForm onSubmit={onSubmit} pending={false} />);

    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed, lower-cased e-mail and the password', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<SignInForm onSubmit={onSubmit} pending={false} />);

    await userEvent.type(screen.getByLabelText('Email'), ' Ama@Example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(onSubmit).toHaveBeenCalledWith({ email: 'ama@example.com', password: 'secret1' });
  });

  it('cannot be sent twice while a request is pending', () => {
    renderWithProviders(<SignInForm onSubmit={vi.fn()} pending />);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  });
});
