/** The units feature's public surface: its panel tab. */
export { UnitsTab } from './UnitsTab';
