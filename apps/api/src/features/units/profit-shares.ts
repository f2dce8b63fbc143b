import { toDecimal, toMoneyString, type DecimalInput } from '@coinvest/contract/decimal';

function toCents(amount: DecimalInput, what: string): bigint {
  const cents = toDecimal(amount).times(100);
  if (!cents.isInteger() || cents.isNegative()) {
    throw new RangeError(`${what} must be a non-negative amount in whole cents`);
  }
  return BigInt(cents.toFixed(0));
}

/**
 * Shares `total` among holders in proportion to their `weights` (their invested amounts), in
 * whole cents, so the shares add up to `total` exactly. Largest remainder: each holder first
 * gets the cents below their exact share, then the cents left over go one each to the
 * largest remainders (ties: the larger weight, then the earlier holder). Integer arithmetic
 * throughout, so no rounding can lose or invent a cent.
 */
export function allocateProRata(total: DecimalInput, weights: readonly DecimalInput[]): string[] {
  if (weights.length === 0) return [];
  const totalCents = toCents(total, 'The total');
  const weightCents = weights.map((weight) => toCents(weight, 'Each weight'));
  const weightSum = weightCents.reduce((sum, weight) => sum + weight, 0n);
  if (weightSum === 0n) throw new RangeError('The weights must not all be zero');

  const shares = weightCents.map((weight, index) => {
    const exact = totalCents * weight;
    return { index, weight, cents: exact / weightSum, remainder: exact % weightSum };
  });
  let leftover = totalCents - shares.reduce((sum, share) => sum + share.cents, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder !== b.remainder
      ? a.remainder > b.remainder
        ? -1
        : 1
      : a.weight !== b.weight
        ? a.weight > b.weight
          ? -1
          : 1
        : a.index - b.index,
  );
  for (const share of byRemainder) {
    if (leftover === 0n) break;
    share.cents += 1n;
    leftover -= 1n;
  }
  return shares.map((share) => toMoneyString(toDecimal(share.cents.toString()).div(100)));
}
