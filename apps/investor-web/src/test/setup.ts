import '@coinvest/ui/testing/setup';
import { loadPageTexts } from '../i18n/load-page-texts';

// Every page's English, as in the browser once a page has loaded: the tests render pages and
// their parts on their own (shell-texts.test.tsx checks the shell without them).
await loadPageTexts();
