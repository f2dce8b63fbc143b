import '@coinvest/ui/styles.css';
import {
  AppProviders,
  createQueryClient,
  lazyRoutesFor,
  RoutePrefetchProvider,
} from '@coinvest/ui';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './app/routes';
import { i18n, restoreSelectedLanguage } from './i18n';
import './i18n/rtl.css';
import { api } from './lib/api';
import { PRERENDER_HIDDEN_ATTRIBUTE } from './prerender-gate';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A pre-rendered page (prerender-plugin.ts) that is not this reader's stays hidden: drop it, so
// the reader gets a blank page until the first render, as without one.
if (document.documentElement.hasAttribute(PRERENDER_HIDDEN_ATTRIBUTE)) {
  root.replaceChildren();
  document.documentElement.removeAttribute(PRERENDER_HIDDEN_ATTRIBUTE);
}
const prerendered = root.hasChildNodes();

const router = createBrowserRouter(routes);
const queryClient = createQueryClient();

/**
 * The current page's code and texts, with its first data (a project's page asks for the
 * project beside its code, not after it). A pre-rendered page stays until they can replace it.
 */
function loadCurrentPage(): Promise<unknown> {
  const pages = lazyRoutesFor(matchRoutes(routes, window.location));
  for (const { handle, params } of pages) handle.prefetchData?.({ params, queryClient, api });
  // A page whose code fails to arrive shows the route's own loader and error as usual.
  const loading = Promise.all(pages.map(({ handle }) => handle.load())).catch(() => null);
  return prerendered ? loading : Promise.resolve();
}

// The language chosen last time, its catalog loaded first, so the page does not flash English.
// The first render is a transition: React yields to the browser while it renders, so a slow
// phone stays responsive (Lighthouse's total blocking time).
void Promise.all([restoreSelectedLanguage(i18n).catch(() => null), loadCurrentPage()]).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders i18n={i18n} api={api} queryClient={queryClient}>
          <RoutePrefetchProvider routes={routes}>
            <RouterProvider router={router} />
          </RoutePrefetchProvider>
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
