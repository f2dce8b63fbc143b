export { EscrowLine } from './components/EscrowLine';
export { ProjectEscrowSection } from './components/ProjectEscrowSection';
