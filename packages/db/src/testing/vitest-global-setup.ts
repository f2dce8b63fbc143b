import { vitestGlobalSetup } from './global-setup';

export default vitestGlobalSetup;
