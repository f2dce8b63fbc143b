import { SecondFactorUnlockPage as SharedSecondFactorUnlockPage } from '@coinvest/ui';
import { paths } from '../../../paths';

/** The e-mailed unlock link on the investor site: a reader who did not type the codes resets the password. */
export function SecondFactorUnlockPage() {
  return (
    <SharedSecondFactorUnlockPage
      signInPath={paths.signIn}
      resetPasswordPath={paths.forgotPassword}
    />
  );
}
