import account from './account.json';
import auth from './auth.json';
import calculator from './calculator.json';
import chatbot from './chatbot.json';
import common from './common.json';
import contact from './contact.json';
import contentTranslation from './contentTranslation.json';
import currency from './currency.json';
import dashboard from './dashboard.json';
import dataRights from './dataRights.json';
import emailVerification from './emailVerification.json';
import developers from './developers.json';
import escrow from './escrow.json';
import evidenceUpload from './evidenceUpload.json';
import faq from './faq.json';
import footer from './footer.json';
import gallery from './gallery.json';
import goals from './goals.json';
import home from './home.json';
import investing from './investing.json';
import kyc from './kyc.json';
import notificationCenter from './notificationCenter.json';
import notifications from './notifications.json';
import pages from './pages.json';
import payments from './payments.json';
import portfolioPages from './portfolioPages.json';
import progress from './progress.json';
import projects from './projects.json';
import scorecard from './scorecard.json';
import statements from './statements.json';
import updateMilestone from './updateMilestone.json';
import verification from './verification.json';

/** The English texts of the pages and of the shell's widgets: one chunk, fetched beside them. */
export const deferredTexts = {
  account,
  auth,
  calculator,
  chatbot,
  common,
  contact,
  contentTranslation,
  currency,
  dashboard,
  dataRights,
  emailVerification,
  developers,
  escrow,
  evidenceUpload,
  faq,
  footer,
  gallery,
  goals,
  home,
  investing,
  kyc,
  notificationCenter,
  notifications,
  pages,
  payments,
  portfolioPages,
  progress,
  projects,
  scorecard,
  statements,
  updateMilestone,
  verification,
};
