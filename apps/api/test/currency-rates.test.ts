import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET /api/currency-rates', () => {
  it("lists the picker's eight currencies in order, with their default rates", async () => {
    const response = await api.client.currencyRates.listCurrencyRates();
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    expect(response.body.map(({ code, symbol, rate }) => ({ code, symbol, rate }))).toEqual([
      { code: 'USD', symbol: '$', rate: '1' },
      { code: 'GHS', symbol: '₵', rate: '12.5' },
      { code: 'NGN', symbol: '₦', rate: '1650' },
      { code: 'XOF', symbol: 'CFA', rate: '610' },
      { code: 'XAF', symbol: 'FCFA', rate: '610' },
      { code: 'GBP', symbol: '£', rate: '0.79' },
      { code: 'EUR', symbol: '€', rate: '0.92' },
      { code: 'CNY', symbol: '¥', rate: '7.3' },
    ]);
    expect(response.body[1]).toEqual({
      code: 'GHS',
      name: 'Ghanaian Cedi',
      symbol: '₵',
      flag: '🇬🇭',
      rate: '12.5',
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
    });
  });

  it('reads the rates from the database, so a changed rate shows at once', async () => {
    const before = await api.client.currencyRates.listCurrencyRates();
    await api.db
      .updateTable('currencyRates')
      .set({ rate: '13.125' })
      .where('code', '=', 'GHS')
      .execute();
    const after = await api.client.currencyRates.listCurrencyRates();
    const ghs = (body: typeof after.body) =>
      (body as { code: string; rate: string; updatedAt: string }[]).find((r) => r.code === 'GHS');
    expect(ghs(before.body)?.rate).toBe('12.5');
    expect(ghs(after.body)?.rate).toBe('13.125');
    expect(Date.parse(ghs(after.body)?.updatedAt ?? '')).toBeGreaterThan(
      Date.parse(ghs(before.body)?.updatedAt ?? ''),
    );
  });
});
