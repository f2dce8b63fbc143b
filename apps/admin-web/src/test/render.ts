import { renderRoutes, type RenderWithProvidersOptions } from '@coinvest/ui/testing';
import { routes } from '../app/routes';
import { i18n } from '../i18n';

export { makeUser, storeSession } from '@coinvest/ui/testing';

/** Renders the whole route table at `route`, with the site's catalogs. */
export function renderApp(route: string, options: Omit<RenderWithProvidersOptions, 'route'> = {}) {
  return renderRoutes(routes, { i18n, ...options, route });
}
