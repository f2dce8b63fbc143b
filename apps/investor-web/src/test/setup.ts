import '@coinvest/ui/testing/setup';
import { loadDeferredTexts } from '../i18n/load-deferred-texts';

// Every page's English, as in the browser once a page has loaded: the tests render pages and
// their parts on their own (first-render-texts.test.tsx checks the first render without them).
await loadDeferredTexts();
