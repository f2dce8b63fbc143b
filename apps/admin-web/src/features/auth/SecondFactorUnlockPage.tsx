import { SecondFactorUnlockPage as SharedSecondFactorUnlockPage } from '@coinvest/ui';
import { paths } from '../../paths';

/** The e-mailed unlock link on the admin site, which has no password reset to offer. */
export function SecondFactorUnlockPage() {
  return <SharedSecondFactorUnlockPage signInPath={paths.signIn} />;
}
