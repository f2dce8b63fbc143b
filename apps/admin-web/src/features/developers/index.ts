/** The developers feature's public surface: its panel tab. */
export { DevelopersTab } from './DevelopersTab';
