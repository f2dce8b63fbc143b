import { AppProviders, lazyRoutesFor, RoutePrefetchProvider } from '@coinvest/ui';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { routes } from './app/routes';
import { i18n } from './i18n';
import { api } from './lib/api';

/**
 * The build's pre-render (prerender-plugin.ts): the markup of a page as the first render in the
 * browser shows it to a visitor reading English, so the page paints before its JavaScript has
 * arrived. The page's code and the English texts are loaded first, as main.tsx does; the
 * shell's widgets are their placeholders (lazyWidget) and the page's data is still loading.
 */
export async function renderPage(path: string): Promise<string> {
  await Promise.all(lazyRoutesFor(matchRoutes(routes, path)).map(({ handle }) => handle.load()));
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers with a redirect`);
  return readOnlyFields(
    renderToString(
      <AppProviders i18n={i18n} api={api}>
        <RoutePrefetchProvider routes={routes}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </RoutePrefetchProvider>
      </AppProviders>,
    ),
  );
}

/**
 * What a reader typed into the painted page would be lost when the first render replaces it:
 * its text fields are read-only until then (the browser tests wait for them as a person would).
 */
function readOnlyFields(markup: string): string {
  return markup.replace(
    /<(input|textarea)\b(?![^>]*\btype="(?:checkbox|radio|hidden)")/g,
    '<$1 readonly=""',
  );
}
