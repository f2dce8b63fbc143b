import { contract } from '@coinvest/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authRateLimit } from '../../lib/rate-limit';
import { s } from '../../lib/ts-rest';
import type { AdminActor } from '../../lib/access/admin-access';
import { requireUser } from '../../lib/access/request-user';
import { refuseUnverifiedEmail } from '../auth/verified-email';
import { deleteAccount } from './account-deletion.service';
import { exportUserData } from './data-export.service';

/** The caller acts on their own data: the audit trail records them as the actor. */
function selfActor(request: FastifyRequest): AdminActor {
  return { userId: requireUser(request).id, ip: request.ip };
}

/** The caller's own data rights: no user id is taken, so nobody reaches another's data. */
export function dataRightsRouter(app: FastifyInstance) {
  return s.router(contract.dataRights, {
    exportMyData: {
      hooks: { onRequest: [app.authenticate, refuseUnverifiedEmail] },
      handler: async ({ request, reply }) => {
        const now = new Date();
        const body = await exportUserData(app, selfActor(request), now);
        const day = now.toISOString().slice(0, 10);
        void reply
          .header('content-disposition', `attachment; filename="coinvest-my-data-${day}.json"`)
          .header('cache-control', 'private, no-store');
        return { status: 200, body };
      },
    },
    deleteMyAccount: {
      // It judges a password: the account routes' limit.
      hooks: {
        onRequest: [
          app.authenticate,
          refuseUnverifiedEmail,
          authRateLimit(app, 'account-deletion'),
        ],
      },
      handler: async ({ body, request }) => ({
        status: 200,
        body: await deleteAccount(
          { db: app.db, storage: app.storage, realtime: app.realtime, log: request.log },
          selfActor(request),
          body,
        ),
      }),
    },
  });
}
