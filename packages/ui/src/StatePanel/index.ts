export { StatePanel, type StatePanelProps } from './StatePanel';
