export { FullPageLoader } from './FullPageLoader';
