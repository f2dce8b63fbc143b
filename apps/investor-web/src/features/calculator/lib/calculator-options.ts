/**
 * The calculator's first figures: $10,000 of a $120,000 unit that sells for $150,000 after
 * $3,000 of costs.
 */
export const CALCULATOR_DEFAULTS = {
  amount: 10000,
  unitPrice: 120000,
  soldPrice: 150000,
  saleCosts: 3000,
} as const;
