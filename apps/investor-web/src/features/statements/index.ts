export { StatementsSection } from './StatementsSection';
export { useSaleStatements } from './statements-api';
