import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { clientRoutes } from './client-routes';
import { ZErrorSchema } from './common/error.schemas';
import { contract } from './contract';
import { routeTableOf } from './route-table';

describe('the client route table', () => {
  it('holds every route of the contract with its method, path and body encoding', () => {
    // On a difference: pnpm --filter @coinvest/contract client-routes
    expect(clientRoutes).toEqual(routeTableOf(contract));
  });
});

describe('ApiError', () => {
  it('keeps the error body as ZErrorSchema reads it, and nothing that is not one', () => {
    const bodies: unknown[] = [
      { message: 'Not found' },
      { message: 'Invalid', errorCode: 'UNIT_TAKEN', statusCode: 409 },
      { message: 'Invalid', issues: [{ path: 'email', message: 'Required', code: 'x' }] },
      { message: 'Invalid', issues: [{ path: 1, message: 'Required' }] },
      { message: 'Invalid', issues: 'email' },
      { message: 'Invalid', errorCode: 7 },
      { error: 'Bad Request' },
      'Service Unavailable',
      null,
      undefined,
    ];
    for (const body of bodies) {
      const parsed = ZErrorSchema.safeParse(body);
      expect(new ApiError(400, body).body).toEqual(parsed.success ? parsed.data : undefined);
    }
  });
});
