import { createQueryClient, SessionProvider, theme, Toaster } from '@coinvest/ui';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import { api } from '../lib/api';

const queryClient = createQueryClient();

export function AppProviders({ children }: { children: ReactNode }) {
  return (
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
  );
}
