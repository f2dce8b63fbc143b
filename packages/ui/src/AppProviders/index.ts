export { AppProviders, type AppProvidersProps } from './AppProviders';
