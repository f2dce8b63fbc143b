import { calculateInvestment } from '@coinvest/contract';
import { formatMoney } from '@coinvest/ui';
import { requestedRoutes, renderWithProviders, stubFetch } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { PREFERRED_CURRENCY_KEY } from '../../../lib/currency';
import { currencyRatesRoute } from '../../../lib/currency/testing';
import { InvestmentCalculator } from './InvestmentCalculator';

function projection() {
  return screen.getByRole('region', { name: 'Your projection' });
}

/** The figures of the results, as term -> shown value. */
function results() {
  return Object.fromEntries(
    within(projection())
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

const usd = (amount: string) => formatMoney(amount, 'USD', 'en');

describe('investment calculator', () => {
  it('starts at $10,000 of a $120,000 unit sold for $150,000 after $3,000 of costs', () => {
    stubFetch(currencyRatesRoute);
    renderWithProviders(<InvestmentCalculator />, { i18n });

    expect(screen.getByLabelText('Investment Amount')).toHaveValue('$10,000');
    expect(screen.getByLabelText('Unit Price')).toHaveValue('$120,000');
    expect(screen.getByLabelText('Sold Price')).toHaveValue('$150,000');
    expect(screen.getByLabelText('Costs of the Sale')).toHaveValue('$3,000');
    // 150,000 - 120,000 - 3,000 = 27,000; 10,000 / 120,000 of it = 2,250.
    expect(results()).toEqual({
      'Your Investment': '$10,000.00',
      "The Unit's Profit": '$27,000.00',
      'Your Profit Share': '$2,250.00',
      'Your Total on Sale': '$12,250.00',
      'Your Ownership': '8.33%',
    });
    expect(projection()).toHaveTextContent(
      'If the unit sells for $150,000.00 and the costs of the sale are $3,000.00, its profit is $27,000.00. You own 8.33% of the unit (your amount over its price), so your profit share is $2,250.00.',
    );
  });

  it('recomputes on every change, agreeing to the cent with the shared profit model', async () => {
    const user = userEvent.setup();
    const fetchStub = stubFetch(currencyRatesRoute);
    renderWithProviders(<InvestmentCalculator />, { i18n });

    const amount = screen.getByLabelText('Investment Amount');
    await user.clear(amount);
    await user.type(amount, '7777.77');
    const costs = screen.getByLabelText('Costs of the Sale');
    await user.clear(costs);
    await user.type(costs, '4500.5');

    const expected = calculateInvestment({
      amount: '7777.77',
      unitPrice: '120000',
      soldPrice: '150000',
      saleCosts: '4500.50',
    });
    expect(results()).toMatchObject({
      "The Unit's Profit": usd(expected.unitProfit),
      'Your Profit Share': usd(expected.profitShare),
      'Your Total on Sale': usd(expected.totalValue),
      'Your Ownership': `${expected.ownership}%`,
    });
    expect(results()['Your Profit Share']).toBe('$1,652.74');
    // Computed in the page: no round trip per key.
    expect(requestedRoutes(fetchStub)).not.toContain('POST /api/calculate-investment');
  });

  it('says a sale below the price and costs is a loss that shares nothing', async () => {
    const user = userEvent.setup();
    stubFetch(currencyRatesRoute);
    renderWithProviders(<InvestmentCalculator />, { i18n });

    const sold = screen.getByLabelText('Sold Price');
    await user.clear(sold);
    await user.type(sold, '121000');

    expect(results()['Your Profit Share']).toBe('$0.00');
    expect(projection()).toHaveTextContent(
      'it sells at a loss of $2,000.00: there is no profit to share, and you receive your investment.',
    );
  });

  it('asks for an amount when the field is emptied, and refuses more than the unit price', async () => {
    const user = userEvent.setup();
    stubFetch(currencyRatesRoute);
    renderWithProviders(<InvestmentCalculator />, { i18n });

    const amount = screen.getByLabelText('Investment Amount');
    await user.clear(amount);
    expect(screen.getByText('Enter an investment amount')).toBeInTheDocument();
    expect(results()['Your Total on Sale']).toBe('—');

    await user.type(amount, '130000');
    expect(screen.getByText('Amount cannot be more than the unit price')).toBeInTheDocument();
  });

  it("shows the figures in the reader's currency", async () => {
    window.localStorage.setItem(PREFERRED_CURRENCY_KEY, 'GHS');
    stubFetch(currencyRatesRoute);
    renderWithProviders(<InvestmentCalculator />, { i18n });

    // 12,250 dollars at 12.5 cedis each.
    expect(await screen.findByText('GHS 153,125.00')).toBeInTheDocument();
    expect(screen.getByText("Shown in GHS at today's rate.")).toBeInTheDocument();
  });
});
