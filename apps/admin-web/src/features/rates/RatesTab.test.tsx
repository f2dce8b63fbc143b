import { sentBodies, stubFetch, type StubbedResponse } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, storeSession } from '../../test/render';

const admin = makeUser({ id: 1, role: 'admin', username: 'boss' });

const currencies = [
  ['USD', 'US Dollar', '1'],
  ['GHS', 'Ghana Cedi', '12.5'],
  ['EUR', 'Euro', '0.92'],
  ['GBP', 'British Pound', '0.79'],
  ['NGN', 'Nigerian Naira', '1550'],
  ['JPY', 'Japanese Yen', '150'],
  ['KRW', 'South Korean Won', '1330'],
  ['CNY', 'Chinese Yuan', '7.2'],
] as const;

const rates = (changes: Record<string, string> = {}) =>
  currencies.map(([code, name, rate]) => ({
    code,
    name,
    symbol: code,
    // The stored emoji shows as an empty box where the system has no emoji font.
    flag: '🏳️',
    rate: changes[code] ?? rate,
    updatedAt: '2026-11-20T10:00:00.000Z',
    updatedBy: null,
  }));

async function openRates(
  routes: Record<string, StubbedResponse | ((body: unknown) => StubbedResponse)>,
) {
  storeSession(admin);
  const fetchStub = stubFetch({
    'GET /api/auth/user': { status: 200, body: admin },
    ...routes,
  });
  renderApp('/');
  await userEvent.click(await screen.findByRole('tab', { name: 'Rates' }));
  return fetchStub;
}

describe('Rates tab', () => {
  it('shows the eight rates and saves a changed one', async () => {
    let stored = rates();
    const fetchStub = await openRates({
      'GET /api/secure-admin/currency-rates': () => ({ status: 200, body: stored }),
      'PUT /api/secure-admin/currency-rates': () => {
        stored = rates({ GHS: '15.25' });
        return { status: 200, body: stored };
      },
    });

    const section = await screen.findByRole('region', { name: 'Exchange Rates' });
    const cedi = await within(section).findByRole('textbox', { name: 'GHS - Ghana Cedi' });
    expect(cedi).toHaveValue('12.5');
    expect(within(section).getAllByRole('textbox')).toHaveLength(8);
    // Each rate shows its country's flag image, not the stored emoji.
    expect(cedi.parentElement?.querySelector('img')?.getAttribute('src')).toMatch(/gh/);
    expect(section).not.toHaveTextContent('🏳️');
    await userEvent.clear(cedi);
    await userEvent.type(cedi, '15.25');
    await userEvent.click(within(section).getByRole('button', { name: 'Save Rates' }));

    expect(await screen.findByText('Exchange rates updated')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'PUT', '/api/secure-admin/currency-rates')).toEqual([
      {
        rates: currencies.map(([code, , rate]) => ({
          code,
          rate: code === 'GHS' ? '15.25' : rate,
        })),
      },
    ]);
    expect(await within(section).findByRole('textbox', { name: 'GHS - Ghana Cedi' })).toHaveValue(
      '15.25',
    );
  });

  it("refuses a rate the contract refuses, with the contract's message", async () => {
    const fetchStub = await openRates({
      'GET /api/secure-admin/currency-rates': { status: 200, body: rates() },
    });
    const euro = await screen.findByRole('textbox', { name: 'EUR - Euro' });
    await userEvent.clear(euro);
    await userEvent.type(euro, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save Rates' }));

    expect(
      await screen.findByText('Rate must be a number above 0 with at most 6 decimal places'),
    ).toBeInTheDocument();
    expect(euro).toHaveAccessibleDescription(
      /Rate must be a number above 0 with at most 6 decimal places/,
    );
    expect(sentBodies(fetchStub, 'PUT', '/api/secure-admin/currency-rates')).toEqual([]);
  });

  it("shows the server's message when saving fails", async () => {
    await openRates({
      'GET /api/secure-admin/currency-rates': { status: 200, body: rates() },
      'PUT /api/secure-admin/currency-rates': {
        status: 400,
        body: { message: 'Unknown currency', errorCode: 'CURRENCY_UNKNOWN' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save Rates' }));

    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Unknown currency')).toBeInTheDocument();
  });
});
