export { Flag, type FlagProps } from './Flag';
