import { calculateInvestment, contract } from '@coinvest/contract';
import { s } from '../../lib/ts-rest';

/** The contract's own formula: the page runs the same function, so both agree to the cent. */
export function calculatorRouter() {
  return s.router(contract.calculator, {
    calculateInvestment: ({ body }) =>
      Promise.resolve({ status: 200, body: calculateInvestment(body) }),
  });
}
