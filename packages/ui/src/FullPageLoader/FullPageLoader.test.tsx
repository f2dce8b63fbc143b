import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { FullPageLoader } from './FullPageLoader';

describe('FullPageLoader', () => {
  it('announces that the page is loading', () => {
    renderWithProviders(<FullPageLoader />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});
