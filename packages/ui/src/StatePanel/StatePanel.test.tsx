import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { StatePanel } from './StatePanel';

describe('StatePanel', () => {
  it('shows a section state as an h2 with its text and action', () => {
    renderWithProviders(
      <StatePanel
        icon={<span data-testid="icon" />}
        title="Nothing here"
        text="Try another filter."
        action={<Button>Clear</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing here' })).toBeVisible();
    expect(screen.getByText('Try another filter.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeVisible();
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden');
  });

  it('shows a page state as an h1, and no action when none is given', () => {
    renderWithProviders(<StatePanel variant="page" title="Lost" text="No such page." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Lost' })).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
