import auth from './auth.json';
import common from './common.json';
import footer from './footer.json';
import navigation from './navigation.json';
import pages from './pages.json';

/** The investor site's English texts; the shared ones (ui.*, validation.*) come from @coinvest/ui. */
export const en = { auth, common, footer, navigation, pages };
