export { GoalsSection } from './GoalsSection';
export { useGoals } from './goals-api';
