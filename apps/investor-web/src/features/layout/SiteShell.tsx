import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Header } from './Header';
import { shellWidget } from './shell-widget';
import classes from './SiteShell.module.css';

// The chat assistant floats over the page's corner and the footer starts below the first
// screen (SiteShell.module.css): both arrive after the first render without moving anything.
const ChatbotWidget = shellWidget(
  () => import('../chatbot').then((module) => module.ChatbotWidget),
  () => null,
);
const Footer = shellWidget(
  () => import('./Footer').then((module) => module.Footer),
  () => null,
);

/** The shared shell of the investor site: skip link, navigation bar, the page, footer, chat. */
export function SiteShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  // A new page starts at its top, as a full page load would.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className={classes.root}>
      <a className="coinvest-skip-link" href="#main-content">
        {t('navigation.skipToContent')}
      </a>
      <Header />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <Footer />
      <ChatbotWidget />
    </div>
  );
}
