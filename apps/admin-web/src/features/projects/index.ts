/** The projects feature's public surface: its panel tab, and the one read of a project. */
export { ProjectsTab } from './ProjectsTab';
export { useAdminProject } from './api/get-admin-project';
