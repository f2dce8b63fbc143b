import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../openapi';

describe('the KYC routes in the OpenAPI document', () => {
  it('describes the multipart submission with its fields and files', () => {
    const document = buildOpenApiDocument();
    const submit = (
      document.paths['/api/kyc/submit'] as {
        post: {
          requestBody: {
            content: Record<string, { schema: { properties: object; required: string[] } }>;
          };
        };
      }
    ).post;
    const schema = submit.requestBody.content['multipart/form-data']?.schema;
    expect(Object.keys(schema?.properties ?? {})).toEqual(
      expect.arrayContaining(['userId', 'fullName', 'annualIncome', 'documentFront', 'selfie']),
    );
    expect(schema?.required).toEqual(
      expect.arrayContaining(['userId', 'fullName', 'documentFront', 'proofOfAddress', 'selfie']),
    );
    expect(schema?.required).not.toContain('documentBack');
    expect(schema?.required).not.toContain('annualIncome');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/kyc/{userId}',
        '/api/kyc/{kycId}/documents/{document}',
        '/api/secure-admin/kyc-pending',
        '/api/secure-admin/kyc/{kycId}/approve',
        '/api/secure-admin/kyc/{kycId}/reject',
      ]),
    );
  });
});
