export {
  lazyRoute,
  lazyRoutesFor,
  loadLazyRoutes,
  type LazyRouteHandle,
  type RoutePrefetchContext,
} from './lazy-route';
export {
  RoutePrefetchProvider,
  usePrefetchOnIntent,
  type IntentHandlers,
} from './prefetch-on-intent';
export { PrefetchLink, PrefetchNavLink } from './PrefetchLink';
export { lazyWidget } from './lazy-widget';
