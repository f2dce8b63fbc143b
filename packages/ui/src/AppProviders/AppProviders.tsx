import type { ApiClient } from '@coinvest/contract/client';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '../query';
import { SessionProvider } from '../session';
import { theme } from '../theme';
import { Toaster } from '../Toaster';

export interface AppProvidersProps {
  /** The site's i18next instance, with its own catalogs. */
  i18n: I18n;
  /** The site's API client (createSessionApiClient). */
  api: ApiClient;
  /** The site's query client when it starts queries before the first render; else a new one. */
  queryClient?: QueryClient;
  children: ReactNode;
}

/** Everything a site's pages stand on: theme, language, queries, session and toasts. */
export function AppProviders({ i18n, api, queryClient: given, children }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  // The direction follows <html dir>, which the i18n instance sets with each language (Arabic
  // reads right to left), so Mantine's components mirror with the page.
  return (
    <DirectionProvider>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <SessionProvider client={api}>
              {children}
              <Toaster />
            </SessionProvider>
          </QueryClientProvider>
        </I18nextProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
