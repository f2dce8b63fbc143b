import { currencyFlagCountry } from '@coinvest/contract';
import { showAsPhone, stubFetch } from '@coinvest/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { PREFERRED_CURRENCY_KEY } from '../preferred-currency';
import { currencyRatesRoute, testCurrencyRates } from '../testing';

/** The src of the one flag image inside an element (Vite inlines small SVGs, keeping their id). */
const flagOf = (element: Element) => {
  const images = element.querySelectorAll('img');
  expect(images).toHaveLength(1);
  return images[0]!.getAttribute('src');
};
const flagImage = (country: string) => new RegExp(`flag-icons-${country}'|/4x3/${country}\\.svg$`);

describe('currency picker in the navigation', () => {
  it('sits in the navigation bar and in the mobile menu', async () => {
    const user = userEvent.setup();
    stubFetch(currencyRatesRoute);
    renderApp('/faq');

    const banner = screen.getByRole('banner');
    await waitFor(() =>
      expect(within(banner).getByRole('combobox', { name: 'Currency' })).toBeEnabled(),
    );

    showAsPhone();
    await user.click(within(banner).getByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: /^EUR/ }));

    expect(window.localStorage.getItem(PREFERRED_CURRENCY_KEY)).toBe('EUR');
    expect(within(banner).getAllByRole('combobox', { name: 'Currency' })[0]).toHaveValue('EUR €');
  });

  it('shows each currency and the chosen one with a flag image, not an emoji', async () => {
    const user = userEvent.setup();
    stubFetch(currencyRatesRoute);
    renderApp('/faq');
    const picker = within(screen.getByRole('banner')).getByRole('combobox', { name: 'Currency' });
    await waitFor(() => expect(picker).toHaveValue('USD $'));

    expect(flagOf(picker.closest('.mantine-Select-root')!)).toMatch(flagImage('us'));
    await user.click(picker);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(testCurrencyRates.length);
    testCurrencyRates.forEach((rate, index) =>
      expect(flagOf(options[index]!)).toMatch(flagImage(currencyFlagCountry(rate.code)!)),
    );
  });

  it('follows a choice made in another tab', async () => {
    stubFetch(currencyRatesRoute);
    renderApp('/faq');
    const picker = within(screen.getByRole('banner')).getByRole('combobox', { name: 'Currency' });
    await waitFor(() => expect(picker).toHaveValue('USD $'));

    act(() => {
      window.localStorage.setItem(PREFERRED_CURRENCY_KEY, 'NGN');
      window.dispatchEvent(new StorageEvent('storage', { key: PREFERRED_CURRENCY_KEY }));
    });

    expect(picker).toHaveValue('NGN ₦');
  });
});
