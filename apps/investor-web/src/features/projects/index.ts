/** The projects feature's public surface: its pages, and the featured list for home. */
export { FeaturedProjects } from './components/FeaturedProjects';
export { ProjectsPage } from './pages/ProjectsPage';
export { ProjectDetailPage } from './pages/ProjectDetailPage';
