import { deferredTexts } from './deferred';
import { firstRenderTexts } from './first-render';

/** The investor site's English texts; the shared ones (ui.*, validation.*) come from @coinvest/ui. */
export const en = { ...firstRenderTexts, ...deferredTexts };
