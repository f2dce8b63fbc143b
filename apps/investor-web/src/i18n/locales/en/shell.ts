import chatbot from './chatbot.json';
import currency from './currency.json';
import footer from './footer.json';
import gettingStarted from './gettingStarted.json';
import navigation from './navigation.json';
import notificationCenter from './notificationCenter.json';
import notifications from './notifications.json';

/**
 * The English texts of the shell and its widgets (the bar, its menus and pickers, the bell, the
 * footer, the chat assistant): the first page carries these alone; the pages' texts arrive with
 * the first page visited (page-texts.ts).
 */
export const shellTexts = {
  chatbot,
  currency,
  footer,
  gettingStarted,
  navigation,
  notificationCenter,
  notifications,
};
