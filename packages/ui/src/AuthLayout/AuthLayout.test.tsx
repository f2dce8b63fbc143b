import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { AuthLayout } from './AuthLayout';

describe('AuthLayout', () => {
  it('is the main landmark with the brand, a level-1 title, the content and a footer', () => {
    renderWithProviders(
      <AuthLayout title="Welcome Back" description="Sign in" footer={<a href="/signup">Join</a>}>
        <p>form</p>
      </AuthLayout>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CoInvest Accra, home' })).toBeInTheDocument();
    expect(screen.getByText('form')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join' })).toBeInTheDocument();
  });
});
