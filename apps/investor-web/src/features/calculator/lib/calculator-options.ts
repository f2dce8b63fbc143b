/** The calculator's rate choices (annual %, with their names) and timelines (months). */
export const RATE_OPTIONS = [
  { rate: '12', key: 'conservative' },
  { rate: '16', key: 'moderate' },
  { rate: '20', key: 'aggressive' },
] as const;

export const TIMELINE_OPTIONS = ['18', '24', '36', '48'] as const;

export const CALCULATOR_DEFAULTS = { amount: 10000, returnRate: '16', timeline: '24' } as const;
