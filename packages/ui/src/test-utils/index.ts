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
  stubFetch,
  type FetchStub,
  type StubbedResponse,
} from './fetch-stub';
