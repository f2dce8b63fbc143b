import { buildOpenApiDocument } from '@coinvest/contract/openapi';
import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { APP_VERSION } from '../../version';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** The contract's OpenAPI document as JSON, and a page to browse it. */
export const docsPlugin = fp(
  async (app: FastifyInstance) => {
    const document = buildOpenApiDocument(APP_VERSION);
    app.get(OPENAPI_PATH, { logLevel: 'warn' }, () => document);

    // ts-rest types the document with openapi3-ts, @fastify/swagger with openapi-types: both
    // describe the same OpenAPI 3 JSON.
    const specification = { document: document as unknown as StaticDocumentSpec['document'] };
    await app.register(swagger, { mode: 'static', specification });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PATH,
      // The page's own scripts and styles only; helmet's policy stays on every other route.
      staticCSP: true,
      uiConfig: { deepLinking: true, persistAuthorization: false },
    });
  },
  { name: 'docs' },
);
