/**
 * The investing feature's public surface. The project detail page renders these beside its own
 * cards: the one place another feature uses investing (see
 * docs/adr/0085-site-structure-forms-and-feature-boundaries.md).
 */
export { DirectInvestmentForm } from './components/DirectInvestmentForm';
export { ExpressInterestDialog } from './components/ExpressInterestDialog';
export { UnitSelectionActions } from './components/UnitSelectionActions';
export { isInvestable } from './lib/investment-summary';
