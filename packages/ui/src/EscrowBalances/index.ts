export { EscrowBalances } from './EscrowBalances';
