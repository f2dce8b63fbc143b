import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { Brand } from './Brand';

describe('Brand', () => {
  it('is a link home named after the product', () => {
    renderWithProviders(<Brand />);
    const link = screen.getByRole('link', { name: 'CoInvest Accra, home' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveTextContent('CoInvest Accra');
  });
});
