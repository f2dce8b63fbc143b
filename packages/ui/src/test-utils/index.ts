export {
  renderRoutes,
  renderWithProviders,
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
} from './render-with-providers';
export {
  requestedRoutes,
  sentBodies,
  sentHeaders,
  sentQueries,
  stubFetch,
  type FetchStub,
  type StubbedResponse,
} from './fetch-stub';
export { makeUser, storeSession } from './session';
export { DESKTOP_WIDTH, setViewportWidth, showAsPhone } from './viewport';
