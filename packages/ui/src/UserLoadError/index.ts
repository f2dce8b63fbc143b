export { UserLoadError } from './UserLoadError';
