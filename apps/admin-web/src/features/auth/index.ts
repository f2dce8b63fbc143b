export { SecondFactorBanner } from './SecondFactorBanner';
export { SignInPage } from './SignInPage';
