export { ProgressBadges } from './components/ProgressBadges';
export { ProjectProgressSection } from './components/ProjectProgressSection';
