import { contract } from '@coinvest/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { s } from '../../lib/ts-rest';
import { openPictureVariant } from './picture-store';

/** A year: a picture never changes under its id, so browsers and proxies keep it. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function picturesRouter(app: FastifyInstance) {
  return s.router(contract.pictures, {
    getPictureVariant: {
      hooks: {
        // ts-rest sets its own content type after the handler; this runs later.
        onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
          if (reply.statusCode === 200) void reply.header('content-type', 'image/webp');
          return payload;
        },
      },
      handler: async ({ params, reply }) => {
        const body = await openPictureVariant(app.db, app.storage, params.id, params.width);
        void reply
          .header('cache-control', CACHE_CONTROL)
          // Helmet's same-origin default would stop the sites showing it from another origin.
          .header('cross-origin-resource-policy', 'cross-origin');
        return { status: 200, body };
      },
    },
  });
}
