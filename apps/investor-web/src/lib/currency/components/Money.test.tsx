import { renderWithProviders, stubFetch } from '@coinvest/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { PREFERRED_CURRENCY_KEY } from '../preferred-currency';
import { currencyRatesRoute, testCurrencyRates } from '../testing';
import { CurrencyPicker } from './CurrencyPicker';
import { Money } from './Money';

function renderPrices() {
  return renderWithProviders(
    <>
      <CurrencyPicker />
      <p data-testid="unit-price">
        <Money amount="150000.00" currency="USD" />
      </p>
      <p data-testid="developer-total">
        <Money amount="12500.00" currency="GHS" />
      </p>
    </>,
    { i18n },
  );
}

/** The picker is enabled once the rates have arrived. */
async function ratesLoaded() {
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Currency' })).toBeEnabled());
}

async function pickCurrency(code: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: 'Currency' }));
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${code}`) }));
}

describe('currency picker and Money', () => {
  it('starts in the first currency of the list (USD) and converts each amount from its own', async () => {
    stubFetch(currencyRatesRoute);
    renderPrices();

    await ratesLoaded();
    expect(screen.getByTestId('unit-price')).toHaveTextContent('$150,000.00');
    // Developers' totals are cedis: 12,500 / 12.5 = 1,000 dollars.
    expect(screen.getByTestId('developer-total')).toHaveTextContent('$1,000.00');
  });

  it('offers the eight currencies with code, name and symbol', async () => {
    stubFetch(currencyRatesRoute);
    renderPrices();
    const user = userEvent.setup();

    await ratesLoaded();
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));

    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      testCurrencyRates.map((rate) => `${rate.code}${rate.name}${rate.symbol}`),
    );
  });

  it('converts every amount on a change of currency and keeps the choice across visits', async () => {
    stubFetch(currencyRatesRoute);
    const first = renderPrices();
    await ratesLoaded();

    await pickCurrency('GBP');

    // 150,000 x 0.79 and 12,500 / 12.5 x 0.79.
    expect(screen.getByTestId('unit-price')).toHaveTextContent('£118,500.00');
    expect(screen.getByTestId('developer-total')).toHaveTextContent('£790.00');
    expect(window.localStorage.getItem(PREFERRED_CURRENCY_KEY)).toBe('GBP');

    first.unmount();
    renderPrices();
    expect(await screen.findByText('£118,500.00')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP £');
  });

  it('shows cedi amounts as they are when cedis are chosen', async () => {
    window.localStorage.setItem(PREFERRED_CURRENCY_KEY, 'GHS');
    stubFetch(currencyRatesRoute);
    renderPrices();

    expect(await screen.findByText('GHS 1,875,000.00')).toBeInTheDocument();
    expect(screen.getByTestId('developer-total')).toHaveTextContent('GHS 12,500.00');
  });

  it('shows yen without decimals, rounding half-up', async () => {
    window.localStorage.setItem(PREFERRED_CURRENCY_KEY, 'JPY');
    stubFetch({
      'GET /api/currency-rates': {
        status: 200,
        body: [
          ...testCurrencyRates,
          { ...testCurrencyRates[0]!, code: 'JPY', name: 'Japanese Yen', symbol: '¥', rate: '150' },
        ],
      },
    });
    renderWithProviders(<Money amount="100.25" currency="USD" />, { i18n });

    // 100.25 x 150 = 15,037.5.
    expect(await screen.findByText('¥15,038')).toBeInTheDocument();
  });

  it('falls back to the first currency when the stored one is no longer offered', async () => {
    window.localStorage.setItem(PREFERRED_CURRENCY_KEY, 'ZZZ');
    stubFetch(currencyRatesRoute);
    renderPrices();

    await ratesLoaded();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD $');
    expect(screen.getByTestId('unit-price')).toHaveTextContent('$150,000.00');
  });

  it('shows each amount in its own currency when the rates cannot be loaded', async () => {
    window.localStorage.setItem(PREFERRED_CURRENCY_KEY, 'GBP');
    stubFetch({
      'GET /api/currency-rates': { status: 500, body: { message: 'Internal server error' } },
    });
    renderPrices();

    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Currency' })).toBeDisabled());
    expect(screen.getByTestId('unit-price')).toHaveTextContent('$150,000.00');
    expect(screen.getByTestId('developer-total')).toHaveTextContent('GHS 12,500.00');
  });
});
