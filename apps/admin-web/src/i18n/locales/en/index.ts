import audit from './audit.json';
import auth from './auth.json';
import common from './common.json';
import developers from './developers.json';
import escrow from './escrow.json';
import failedJobs from './failedJobs.json';
import gallery from './gallery.json';
import inspection from './inspection.json';
import inspectors from './inspectors.json';
import interests from './interests.json';
import kyc from './kyc.json';
import ledger from './ledger.json';
import panel from './panel.json';
import paymentInstructions from './paymentInstructions.json';
import payments from './payments.json';
import projects from './projects.json';
import rates from './rates.json';
import schedule from './schedule.json';
import translations from './translations.json';
import units from './units.json';
import updates from './updates.json';

/** The admin site's English texts; the shared ones (ui.*, validation.*) come from @coinvest/ui. */
export const en = {
  audit,
  auth,
  common,
  developers,
  escrow,
  failedJobs,
  gallery,
  inspection,
  inspectors,
  interests,
  kyc,
  ledger,
  panel,
  paymentInstructions,
  payments,
  projects,
  rates,
  schedule,
  translations,
  units,
  updates,
};
