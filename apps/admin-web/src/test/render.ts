import { loadLazyRoutes } from '@coinvest/ui';
import { renderRoutes, type RenderWithProvidersOptions } from '@coinvest/ui/testing';
import { routes } from '../app/routes';
import { i18n } from '../i18n';

// Every page's code first, so a test sees its page on the first render, as after a prefetch.
await loadLazyRoutes(routes);

export { makeUser, storeSession } from '@coinvest/ui/testing';

/** Renders the whole route table at `route`, with the site's catalogs. */
export function renderApp(route: string, options: Omit<RenderWithProvidersOptions, 'route'> = {}) {
  return renderRoutes(routes, { i18n, ...options, route });
}
