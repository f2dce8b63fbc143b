import { toDecimal, toMoneyString, type DecimalInput } from '../decimal';
import { ownershipPercentage, profitShares, saleProfit } from '../units/profit-model';
import type { TInvestmentCalculation } from './calculator.schemas';

export interface InvestmentCalculationInput {
  /** US dollars. */
  amount: DecimalInput;
  unitPrice: DecimalInput;
  /** The sale the figures assume. */
  soldPrice: DecimalInput;
  saleCosts: DecimalInput;
}

/**
 * The calculator's figures, from the one profit model (profit-model.ts), run by the API and by
 * the site: what this amount would be paid if the unit sold at that price after those costs,
 * to the cent what Mark as Sold would pay it.
 */
export function calculateInvestment({
  amount,
  unitPrice,
  soldPrice,
  saleCosts,
}: InvestmentCalculationInput): TInvestmentCalculation {
  const costs = toMoneyString(saleCosts);
  const unitProfit = saleProfit(soldPrice, unitPrice, [
    { label: 'Costs of the sale', amount: costs },
  ]);
  const profitShare = profitShares(unitProfit, unitPrice, [amount]).investorsTotal;
  return {
    soldPrice: toMoneyString(soldPrice),
    saleCosts: costs,
    ownership: ownershipPercentage(amount, unitPrice),
    unitProfit,
    profitShare,
    totalValue: toMoneyString(toDecimal(amount).plus(profitShare)),
  };
}
