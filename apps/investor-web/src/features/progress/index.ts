export { ProgressBadges } from './components/ProgressBadges';
export { ProjectProgressSection } from './components/ProjectProgressSection';
export { useProjectSchedule } from './api/get-project-schedule';
