/** The calculator feature's public surface. */
export { InvestmentCalculator } from './components/InvestmentCalculator';
