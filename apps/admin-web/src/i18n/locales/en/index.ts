import auth from './auth.json';
import common from './common.json';
import interests from './interests.json';
import kyc from './kyc.json';
import panel from './panel.json';
import payments from './payments.json';
import projects from './projects.json';

/** The admin site's English texts; the shared ones (ui.*, validation.*) come from @coinvest/ui. */
export const en = { auth, common, interests, kyc, panel, payments, projects };
