import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi';

describe('OpenAPI document', () => {
  it('describes every public route of the site with a unique operation id', () => {
    const document = buildOpenApiDocument();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/projects',
        '/api/projects/{id}',
        '/api/projects/{id}/units',
        '/api/projects/{id}/unit-statistics',
        '/api/projects/{id}/updates',
        '/api/developers',
        '/api/calculate-investment',
        '/api/contact',
        '/api/currency-rates',
        '/api/health',
        '/api/health/live',
        '/api/health/ready',
      ]),
    );
  });
});
