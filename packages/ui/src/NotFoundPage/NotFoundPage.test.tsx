import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it("says '404 Page Not Found' and links home", () => {
    renderWithProviders(<NotFoundPage homePath="/" />, { route: '/nowhere' });
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
