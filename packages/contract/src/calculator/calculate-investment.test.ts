import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal';
import { calculateInvestment, milestoneMonths } from './calculate-investment';

describe('calculateInvestment', () => {
  it("gives the home page's defaults (10000 at 16% for 24 months) by hand", () => {
    expect(calculateInvestment({ amount: 10000, returnRate: 16, timeline: 24 })).toEqual({
      initial: '10000.00',
      totalReturn: '3200.00',
      totalValue: '13200.00',
      milestones: [
        { months: 0, value: '10000.00' },
        { months: 6, value: '10800.00' },
        { months: 12, value: '11600.00' },
        { months: 18, value: '12400.00' },
        { months: 24, value: '13200.00' },
      ],
    });
  });

  it('rounds each return once, half-up to the cent', () => {
    // 2500.55 x 12.5% x 18/12 = 468.853125; at 6 months 156.284375, at 12 months 312.56875.
    expect(calculateInvestment({ amount: '2500.55', returnRate: '12.5', timeline: 18 })).toEqual({
      initial: '2500.55',
      totalReturn: '468.85',
      totalValue: '2969.40',
      milestones: [
        { months: 0, value: '2500.55' },
        { months: 6, value: '2656.83' },
        { months: 12, value: '2813.12' },
        { months: 18, value: '2969.40' },
      ],
    });
  });

  it('rounds an exact half cent up', () => {
    // 1.00 x 1% x 6/12 = 0.005 exactly.
    expect(calculateInvestment({ amount: 1, returnRate: 1, timeline: 6 }).totalValue).toBe('1.01');
  });

  it('ends the milestones at a timeline that is not a multiple of 6', () => {
    expect(milestoneMonths(1)).toEqual([0, 1]);
    expect(milestoneMonths(6)).toEqual([0, 6]);
    expect(milestoneMonths(20)).toEqual([0, 6, 12, 18, 20]);
    const flat = calculateInvestment({ amount: '500', returnRate: 0, timeline: 7 });
    expect(flat.milestones).toEqual([
      { months: 0, value: '500.00' },
      { months: 6, value: '500.00' },
      { months: 7, value: '500.00' },
    ]);
    expect(flat.totalReturn).toBe('0.00');
  });

  it('refuses a timeline that is not a whole number of months', () => {
    expect(() => calculateInvestment({ amount: 1, returnRate: 1, timeline: 0 })).toThrow(
      RangeError,
    );
    expect(() => calculateInvestment({ amount: 1, returnRate: 1, timeline: 1.5 })).toThrow(
      RangeError,
    );
  });
});

/** A small seeded generator, so a failing case can be replayed from its seed. */
function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An independent oracle in integer cents: round-half-up of cents x rate% x months / 1200. */
function expectedReturnCents(amountCents: bigint, rateHundredths: bigint, months: number): bigint {
  const numerator = amountCents * rateHundredths * BigInt(months);
  const denominator = 120_000n;
  const quotient = numerator / denominator;
  return 2n * (numerator % denominator) >= denominator ? quotient + 1n : quotient;
}

function cents(value: string): bigint {
  return BigInt(value.replace('.', ''));
}

describe('calculateInvestment properties (random inputs)', () => {
  const SEED = 20261122;
  const CASES = 2_000;
  const random = mulberry32(SEED);
  const integer = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

  it(`holds for ${CASES} random amounts, rates and timelines (seed ${SEED})`, () => {
    for (let i = 0; i < CASES; i++) {
      const amountCents = BigInt(integer(1, 99_999)) * BigInt(integer(1, 1_000_000));
      const rateHundredths = BigInt(integer(0, 10_000));
      const timeline = integer(1, 120);
      const amount = new Decimal(amountCents.toString()).div(100).toFixed(2);
      const returnRate = new Decimal(rateHundredths.toString()).div(100).toString();
      const where = `case ${i}: amount ${amount}, rate ${returnRate}, timeline ${timeline}`;

      const result = calculateInvestment({ amount, returnRate, timeline });

      for (const money of [result.initial, result.totalReturn, result.totalValue]) {
        expect(money, where).toMatch(/^\d+\.\d{2}$/);
      }
      expect(
        new Decimal(result.totalValue).equals(new Decimal(result.initial).plus(result.totalReturn)),
        where,
      ).toBe(true);
      expect(cents(result.totalReturn), where).toBe(
        expectedReturnCents(amountCents, rateHundredths, timeline),
      );

      const { milestones } = result;
      expect(milestones[0], where).toEqual({ months: 0, value: result.initial });
      expect(milestones.at(-1), where).toEqual({ months: timeline, value: result.totalValue });
      for (let m = 1; m < milestones.length; m++) {
        const previous = milestones[m - 1]!;
        const current = milestones[m]!;
        expect(current.value, where).toMatch(/^\d+\.\d{2}$/);
        expect(current.months, where).toBeGreaterThan(previous.months);
        expect(cents(current.value) >= cents(previous.value), where).toBe(true);
        expect(cents(current.value) - cents(result.initial), where).toBe(
          expectedReturnCents(amountCents, rateHundredths, current.months),
        );
      }
    }
  });
});
