export { SecondFactorUnlockPage, type SecondFactorUnlockPageProps } from './SecondFactorUnlockPage';
