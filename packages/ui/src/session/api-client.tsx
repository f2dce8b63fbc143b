import { createApiClient, type ApiClient } from '@coinvest/contract/client';
import { createContext, useContext, type ReactNode } from 'react';
import { clearSession, getToken } from './storage';

/**
 * The API client of a site: the stored bearer token on every call, and a token the server
 * no longer accepts is forgotten (the current-user query then reports no user).
 */
export function createSessionApiClient(baseUrl: string): ApiClient {
  return createApiClient({ baseUrl, getToken, onUnauthorized: clearSession });
}

const ApiContext = createContext<ApiClient | null>(null);

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi must be used inside <ApiProvider>');
  return client;
}
