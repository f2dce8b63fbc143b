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

/** The three figures of the results, as term -> shown value. */
function results() {
  const section = screen.getByRole('region', { name: 'Your projection' });
  return Object.fromEntries(
    within(section)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

function chartPoints() {
  const chart = screen.getByRole('figure', { name: 'Projected growth' });
  return within(chart)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

const usd = (amount: string) => formatMoney(amount, 'USD', 'en');

describe('investment calculator', () => {
  it('starts at its defaults: 10,000 at 16% (Moderate) over 24 months', () => {
    stubFetch(currencyRatesRoute);
    renderWithProviders(<InvestmentCalculator />, { i18n });

    expect(screen.getByLabelText('Investment Amount')).toHaveValue('$10,000');
    expect(screen.getByLabelText('Expected Annual Return')).toHaveDisplayValue('16% (Moderate)');
    expect(screen.getByLabelText('Investment Timeline')).toHaveDisplayValue('24 months');
    expect(results()).toEqual({
      'Initial Investment': '$10,000.00',
      'Expected Return': '$3,200.00',
      'Projected Total Value': '$13,200.00',
    });
    expect(chartPoints()).toEqual([
      'Month 0: $10,000.00',
      'Month 6: $10,800.00',
      'Month 12: $11,600.00',
      'Month 18: $12,400.00',
      'Month 24: $13,200.00',
    ]);
  });

  it('recomputes on every change, agreeing to the cent with the shared formula', async () => {
    const user = userEvent.setup();
    const fetchStub = stubFetch(currencyRatesRoute);
    renderWithProviders(<InvestmentCalculator />, { i18n });

    const amount = screen.getByLabelText('Investment Amount');
    await user.clear(amount);
    await user.type(amount, '2500.55');
    await user.selectOptions(screen.getByLabelText('Expected Annual Return'), '12% (Conservative)');
    await user.selectOptions(screen.getByLabelText('Investment Timeline'), '18 months');

    const expected = calculateInvestment({ amount: '2500.55', returnRate: '12', timeline: 18 });
    expect(results()).toEqual({
      'Initial Investment': usd(expected.initial),
      'Expected Return': usd(expected.totalReturn),
      'Projected Total Value': usd(expected.totalValue),
    });
    expect(results()['Projected Total Value']).toBe('$2,950.65');
    expect(chartPoints()).toEqual(
      expected.milestones.map(({ months, value }) => `Month ${months}: ${usd(value)}`),
    );

    await user.selectOptions(screen.getByLabelText('Expected Annual Return'), '20% (Aggressive)');
    expect(results()['Expected Return']).toBe('$750.17');
    // Computed in the page: no round trip per key.
    expect(requestedRoutes(fetchStub)).not.toContain('POST /api/calculate-investment');
  });

  it('asks for an amount when the field is emptied', async () => {
    const user = userEvent.setup();
    stubFetch(currencyRatesRoute);
    renderWithProviders(<InvestmentCalculator />, { i18n });

    await user.clear(screen.getByLabelText('Investment Amount'));

    expect(screen.getByText('Enter an investment amount')).toBeInTheDocument();
    expect(results()['Projected Total Value']).toBe('—');
    expect(screen.queryByRole('figure', { name: 'Projected growth' })).not.toBeInTheDocument();
  });

  it("shows the projection in the reader's currency", async () => {
    window.localStorage.setItem(PREFERRED_CURRENCY_KEY, 'GHS');
    stubFetch(currencyRatesRoute);
    renderWithProviders(<InvestmentCalculator />, { i18n });

    // 13,200 dollars at 12.5 cedis each.
    expect(await screen.findByText('GHS 165,000.00')).toBeInTheDocument();
    expect(screen.getByText("Shown in GHS at today's rate.")).toBeInTheDocument();
  });
});
