import { contract, type TKycMimeType } from '@coinvest/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { KYC_SUBMISSION_LIMIT } from '../../lib/rate-limit';
import { s } from '../../lib/ts-rest';
import { adminActor, adminOnly } from '../../lib/access/admin-access';
import { requireUser } from '../../lib/access/request-user';
import { refuseInspectors } from '../../lib/access/inspector-access';
import { approveKyc, listPendingKyc, rejectKyc } from './kyc-review.service';
import { receiveKycUpload } from './kyc-upload';
import { assertMaySubmitKyc, getKyc, openKycDocument, submitKyc } from './kyc.service';

/** No scripts, no plugins, no requests, no origin of its own, should a browser open one anyway. */
const KYC_DOCUMENT_CSP = "sandbox; default-src 'none'";

/** The real type of a document being sent, set by its handler. */
const documentTypes = new WeakMap<FastifyRequest, TKycMimeType>();

export function kycRouter(app: FastifyInstance) {
  const signedIn = { onRequest: [app.authenticate] };
  const adminHooks = adminOnly(app);
  return s.router(contract.kyc, {
    submitKyc: {
      hooks: { onRequest: [app.authenticateWithin(KYC_SUBMISSION_LIMIT), refuseInspectors] },
      handler: async ({ request }) => {
        const user = requireUser(request);
        // Refuse early when no resubmission is allowed, before receiving any file.
        await assertMaySubmitKyc(app, user.id);
        const upload = await receiveKycUpload(request, app.storage);
        return {
          status: 201,
          body: await submitKyc(
            { db: app.db, storage: app.storage, log: request.log },
            user,
            upload,
          ),
        };
      },
    },
    getKyc: {
      hooks: signedIn,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await getKyc(app, { user: requireUser(request), ip: request.ip }, params.userId),
      }),
    },
    getKycDocument: {
      hooks: {
        ...signedIn,
        // ts-rest sets the contract's generic content type after the handler; this runs later
        // and restores the file's real one (read from its bytes at upload).
        onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
          const type = documentTypes.get(request);
          if (type) void reply.header('content-type', type);
          return payload;
        },
      },
      handler: async ({ params, request, reply }) => {
        const file = await openKycDocument(
          app,
          { user: requireUser(request), ip: request.ip },
          params.kycId,
          params.document,
        );
        documentTypes.set(request, file.contentType);
        // A download, never a page of ours: a PDF opened in the browser could run its scripts
        // or forms with the API's origin, so it is saved, sandboxed and taken for its type.
        void reply
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('content-security-policy', KYC_DOCUMENT_CSP)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store');
        return { status: 200, body: file.body };
      },
    },
    listPendingKyc: {
      hooks: adminHooks,
      handler: async ({ request }) => ({
        status: 200,
        body: await listPendingKyc(app, adminActor(request)),
      }),
    },
    approveKyc: {
      hooks: adminHooks,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await approveKyc(app, adminActor(request), params.kycId, body),
      }),
    },
    rejectKyc: {
      hooks: adminHooks,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await rejectKyc(app, adminActor(request), params.kycId, body),
      }),
    },
  });
}
