import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase(inject('testPostgres'));
});

afterAll(async () => {
  await t.destroy();
});

it("gives every migrated database the picker's eight currencies, without demo data", async () => {
  const rates = await t.db
    .selectFrom('currencyRates')
    .select(['code', 'symbol', 'rate'])
    .orderBy('sortOrder')
    .execute();
  expect(rates).toEqual([
    { code: 'USD', symbol: '$', rate: '1.000000' },
    { code: 'GHS', symbol: '₵', rate: '12.500000' },
    { code: 'NGN', symbol: '₦', rate: '1650.000000' },
    { code: 'XOF', symbol: 'CFA', rate: '610.000000' },
    { code: 'XAF', symbol: 'FCFA', rate: '610.000000' },
    { code: 'GBP', symbol: '£', rate: '0.790000' },
    { code: 'EUR', symbol: '€', rate: '0.920000' },
    { code: 'CNY', symbol: '¥', rate: '7.300000' },
  ]);
});
