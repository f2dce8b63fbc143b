export { DataRightsSection } from './DataRightsSection';
