import '@coinvest/ui/styles.css';
import { AppProviders, RoutePrefetchProvider } from '@coinvest/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './app/routes';
import { i18n, restoreSelectedLanguage } from './i18n';
import './i18n/rtl.css';
import { api } from './lib/api';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const router = createBrowserRouter(routes);

// The language chosen last time, its catalog loaded first, so the page does not flash English.
void restoreSelectedLanguage(i18n)
  .catch(() => null)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders i18n={i18n} api={api}>
          <RoutePrefetchProvider routes={routes}>
            <RouterProvider router={router} />
          </RoutePrefetchProvider>
        </AppProviders>
      </StrictMode>,
    ),
  );
