import type { ApiClient } from '@coinvest/contract/client';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createI18n } from '../i18n/create-i18n';
import { createQueryClient } from '../query/create-query-client';
import { RoutePrefetchProvider } from '../LazyRoutes';
import { createSessionApiClient } from '../session/api-client';
import { SessionProvider } from '../session/session-provider';
import { theme } from '../theme';
import { Toaster } from '../Toaster/Toaster';

export interface RenderWithProvidersOptions {
  /** The URL the MemoryRouter starts at. */
  route?: string;
  /** The site's i18n instance; the shared catalog alone by default. */
  i18n?: I18n;
  queryClient?: QueryClient;
  /** Calls go to the stubbed global fetch; same-origin paths by default. */
  api?: ApiClient;
}

export type RenderWithProvidersResult = RenderResult & {
  queryClient: QueryClient;
  i18n: I18n;
};

/**
 * Renders as a site does: Mantine (test env: no transitions or portals), TanStack Query
 * with the sites' defaults, the session's API client, i18n, toasts and a memory data
 * router starting at `route`.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  return renderRoutes([{ path: '*', element: ui }], options);
}

/** Renders a site's route table (the objects its createBrowserRouter takes) at `route`. */
export function renderRoutes(
  routes: RouteObject[],
  {
    route = '/',
    i18n = createI18n({}),
    queryClient = createQueryClient(),
    api = createSessionApiClient(''),
  }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  notifications.clean();
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} env="test">
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider client={api}>
            <RoutePrefetchProvider routes={routes}>{children}</RoutePrefetchProvider>
            <Toaster />
          </SessionProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
  // The RouterProvider of react-router/dom, without importing a second copy of the router.
  const flush = (update: () => unknown): undefined => {
    flushSync(update);
  };
  const result: RenderResult = render(<RouterProvider router={router} flushSync={flush} />, {
    wrapper,
  });
  return { ...result, queryClient, i18n };
}
