/** The interests feature's public surface: its panel tab. */
export { InterestsTab } from './InterestsTab';
