/** The inspectors feature's public surface: its panel tab. */
export { InspectorsTab } from './InspectorsTab';
