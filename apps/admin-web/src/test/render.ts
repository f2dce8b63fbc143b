import { renderRoutes, type RenderWithProvidersOptions } from '@coinvest/ui/testing';
import type { TUser } from '@coinvest/contract';
import { routes } from '../app/routes';
import { i18n } from '../i18n';

/** Renders the whole route table at `route`, with the site's catalogs. */
export function renderApp(route: string, options: Omit<RenderWithProvidersOptions, 'route'> = {}) {
  return renderRoutes(routes, { i18n, ...options, route });
}

export function makeUser(overrides: Partial<TUser> = {}): TUser {
  return {
    id: 7,
    username: 'ama_mensah',
    email: 'ama@example.com',
    firstName: 'Ama',
    lastName: 'Mensah',
    role: 'user',
    createdAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

/** A stored session, as sign-in leaves it; the test stubs GET /api/auth/user to match. */
export function storeSession(user: TUser, token = 'token-1') {
  window.localStorage.setItem('authToken', token);
  window.localStorage.setItem('currentUser', JSON.stringify(user));
}
