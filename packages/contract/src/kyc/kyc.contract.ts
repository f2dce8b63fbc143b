import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses, ZErrorSchema } from '../common/error.schemas';
import {
  KYC_DOCUMENTS,
  KYC_REQUIRED_DOCUMENTS,
  type TKycSubmitForm,
  ZKycApproveBodySchema,
  ZKycDocumentParamsSchema,
  ZKycFieldsSchema,
  ZKycIdParamsSchema,
  ZKycPendingItemSchema,
  ZKycRecordSchema,
  ZKycRejectBodySchema,
  ZKycUserIdParamsSchema,
} from './kyc.schemas';

const c = initContract();

/**
 * The multipart body as OpenAPI describes it (the route's body is a type only: ts-rest cannot
 * validate a stream, the service checks every part). Read by buildOpenApiDocument.
 */
export const kycSubmitOpenApiBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        properties: {
          userId: { type: 'string', description: "The signed-in user's id" },
          ...Object.fromEntries(
            Object.keys(ZKycFieldsSchema.shape).map((name) => [name, { type: 'string' }]),
          ),
          ...Object.fromEntries(
            KYC_DOCUMENTS.map((name) => [name, { type: 'string', format: 'binary' }]),
          ),
        },
        required: [
          'userId',
          ...Object.entries(ZKycFieldsSchema.shape)
            .filter(([, schema]) => !schema.isOptional())
            .map(([name]) => name),
          ...KYC_REQUIRED_DOCUMENTS,
        ],
      },
    },
  },
} as const;

/** Identity verification: the user's own record and files, and the admin's review. */
export const kycContract = c.router(
  {
    submitKyc: {
      method: 'POST',
      path: '/api/kyc/submit',
      contentType: 'multipart/form-data',
      body: c.type<TKycSubmitForm>(),
      metadata: { openApiRequestBody: kycSubmitOpenApiBody },
      responses: { 201: ZKycRecordSchema, 413: ZErrorSchema },
      summary:
        "Submits (or resubmits) the signed-in user's verification: every KYC text field, userId, " +
        'and the files documentFront, documentBack (optional), proofOfAddress, selfie (at most ' +
        '10 MB each; JPEG, PNG, WebP or PDF read from the bytes; the selfie an image). A first ' +
        'submission creates the record (pending); a resubmission is allowed only when rejected, ' +
        'requires_additional_info or expired (409 otherwise). A refused submission keeps nothing.',
    },
    getKyc: {
      method: 'GET',
      path: '/api/kyc/:userId',
      pathParams: ZKycUserIdParamsSchema,
      responses: { 200: ZKycRecordSchema.nullable() },
      summary:
        "The user's verification, or null when there is none. 403 for another user's id " +
        '(admin excepted).',
    },
    getKycDocument: {
      method: 'GET',
      path: '/api/kyc/:kycId/documents/:document',
      pathParams: ZKycDocumentParamsSchema,
      responses: {
        200: c.otherResponse({ contentType: 'application/octet-stream', body: z.unknown() }),
      },
      summary:
        'One file of a verification, with its real content type (image/* or application/pdf). ' +
        'Only its owner and the admin (403 otherwise); 404 when the record or file is absent.',
    },
    listPendingKyc: {
      method: 'GET',
      path: '/api/secure-admin/kyc-pending',
      responses: { 200: z.array(ZKycPendingItemSchema) },
      summary:
        'Admin: pending and under_review verifications, oldest first, with username and e-mail.',
    },
    approveKyc: {
      method: 'PATCH',
      path: '/api/secure-admin/kyc/:kycId/approve',
      pathParams: ZKycIdParamsSchema,
      body: ZKycApproveBodySchema,
      responses: { 200: ZKycPendingItemSchema },
      summary:
        'Admin: approves a pending or under_review verification (409 otherwise); empty notes ' +
        'become the default in-person note; expires one year on. Notifies the user. Audited.',
    },
    rejectKyc: {
      method: 'PATCH',
      path: '/api/secure-admin/kyc/:kycId/reject',
      pathParams: ZKycIdParamsSchema,
      body: ZKycRejectBodySchema,
      responses: { 200: ZKycPendingItemSchema },
      summary:
        'Admin: rejects a pending or under_review verification with a required reason (409 ' +
        'otherwise). Notifies the user. Audited.',
    },
  },
  { commonResponses: commonErrorResponses },
);
