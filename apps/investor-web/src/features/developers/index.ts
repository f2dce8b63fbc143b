/** The developers feature's surface for other features: a project page's scorecard section. */
export { ProjectDeveloperScorecard } from './components/ProjectDeveloperScorecard';
