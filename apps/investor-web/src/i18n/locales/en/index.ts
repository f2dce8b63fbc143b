import { pageTexts } from './page-texts';
import { shellTexts } from './shell';

/** The investor site's English texts; the shared ones (ui.*, validation.*) come from @coinvest/ui. */
export const en = { ...shellTexts, ...pageTexts };
