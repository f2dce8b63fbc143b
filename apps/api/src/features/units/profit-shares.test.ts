import { Decimal } from '@coinvest/contract/decimal';
import { describe, expect, it } from 'vitest';
import { allocateProRata } from './profit-shares';

/** mulberry32: a small seeded generator, so a failing case can be replayed from its seed. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random amount in cents as a two-decimal string, from 0.01 up to about `max`. */
function randomAmount(random: () => number, max: number): string {
  const cents = 1 + Math.floor(random() * max * 100);
  return new Decimal(cents).div(100).toFixed(2);
}

const sum = (amounts: string[]) => amounts.reduce((acc, a) => acc.plus(a), new Decimal(0));

describe('allocateProRata', () => {
  it('shares a profit pro rata to the cent', () => {
    expect(allocateProRata('1000.00', ['10000.00', '30000.00'])).toEqual(['250.00', '750.00']);
    expect(allocateProRata('12345.67', ['50000.00'])).toEqual(['12345.67']);
  });

  it('gives the leftover cents to the largest remainders, then to the larger holder', () => {
    // 100.00 / 3 = 33.333...: one cent is left over and the first holder gets it.
    expect(allocateProRata('100.00', ['1.00', '1.00', '1.00'])).toEqual([
      '33.34',
      '33.33',
      '33.33',
    ]);
    // 0.05 among 1 : 2 : 2 = 0.01666, 0.0333, 0.0333: the two larger holders get the leftovers.
    expect(allocateProRata('0.05', ['1.00', '2.00', '2.00'])).toEqual(['0.01', '0.02', '0.02']);
    expect(allocateProRata('0.01', ['10.00', '20.00'])).toEqual(['0.00', '0.01']);
  });

  it('shares nothing when there is no one, and zero when the profit is zero', () => {
    expect(allocateProRata('500.00', [])).toEqual([]);
    expect(allocateProRata('0', ['5.00', '7.00'])).toEqual(['0.00', '0.00']);
  });

  it('refuses fractions of a cent, negative amounts and all-zero weights', () => {
    expect(() => allocateProRata('1.005', ['1'])).toThrow(RangeError);
    expect(() => allocateProRata('-1', ['1'])).toThrow(RangeError);
    expect(() => allocateProRata('1', ['0', '0'])).toThrow(RangeError);
  });

  it('always sums exactly to the profit, each share within a cent of its exact value (2,000 seeded cases)', () => {
    for (let seed = 1; seed <= 2000; seed += 1) {
      const random = randomSource(seed);
      const holders = 1 + Math.floor(random() * 25);
      const weights = Array.from({ length: holders }, () =>
        randomAmount(random, random() < 0.5 ? 100 : 10_000_000),
      );
      const total = randomAmount(random, random() < 0.3 ? 1 : 1_000_000_000);

      const shares = allocateProRata(total, weights);

      const context = `seed ${seed}: ${total} among ${weights.join(', ')}`;
      expect(shares, context).toHaveLength(holders);
      expect(sum(shares).toFixed(2), context).toBe(new Decimal(total).toFixed(2));
      const weightSum = sum(weights);
      shares.forEach((share, index) => {
        expect(share, context).toMatch(/^\d+\.\d{2}$/);
        const exact = new Decimal(total).times(weights[index]!).div(weightSum);
        expect(new Decimal(share).minus(exact).abs().lt('0.01'), context).toBe(true);
      });
      // A larger investment never gets a smaller share.
      for (let i = 0; i < holders; i += 1) {
        for (let j = 0; j < holders; j += 1) {
          if (new Decimal(weights[i]!).gt(weights[j]!)) {
            expect(new Decimal(shares[i]!).gte(shares[j]!), context).toBe(true);
          }
        }
      }
    }
  });
});
