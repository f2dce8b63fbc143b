import auth from './auth.json';
import common from './common.json';
import kyc from './kyc.json';
import panel from './panel.json';

/** The admin site's English texts; the shared ones (ui.*, validation.*) come from @coinvest/ui. */
export const en = { auth, common, kyc, panel };
