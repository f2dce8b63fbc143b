import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { EscrowBalances } from './EscrowBalances';

describe('EscrowBalances', () => {
  it('shows each currency in its own money, never added up', () => {
    renderWithProviders(
      <EscrowBalances
        label="What the escrow holds"
        balances={[
          { currency: 'GHS', received: '76250.00', released: '2500.00', held: '73750.00' },
          { currency: 'USD', received: '5000.00', released: '0.00', held: '5000.00' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'What the escrow holds' });
    expect(within(table).getByRole('columnheader', { name: 'Held' })).toBeVisible();
    const [, cedis, dollars] = within(table).getAllByRole('row');
    expect(within(cedis!).getByRole('rowheader', { name: 'GHS' })).toBeVisible();
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells(cedis!)).toEqual(['GHS 76,250.00', 'GHS 2,500.00', 'GHS 73,750.00']);
    expect(cells(dollars!)).toEqual(['$5,000.00', '$0.00', '$5,000.00']);
  });
});
