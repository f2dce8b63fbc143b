import gettingStarted from './gettingStarted.json';
import navigation from './navigation.json';

/**
 * The English texts of the first render: the navigation bar and the skip link. Everything else
 * (the pages, the bar's widgets, the footer, the chat assistant) waits for deferred.ts.
 */
export const firstRenderTexts = {
  gettingStarted,
  navigation,
};
