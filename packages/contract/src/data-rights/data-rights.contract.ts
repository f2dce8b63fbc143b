import { initContract } from '@ts-rest/core';
import { commonErrorResponses } from '../common/error.schemas';
import {
  ZAccountDeletedSchema,
  ZAccountDeletionBodySchema,
  ZDataExportSchema,
} from './data-rights.schemas';

const c = initContract();

/** The data subject's rights (docs/product-rules.md, Data rights): the caller's own, 401 visitor. */
export const dataRightsContract = c.router(
  {
    exportMyData: {
      method: 'GET',
      path: '/api/users/me/data-export',
      responses: { 200: ZDataExportSchema },
      summary:
        'Signed in: everything stored about you as a JSON attachment (no password hash, secrets or code hashes; KYC files listed, not included).',
    },
    deleteMyAccount: {
      method: 'POST',
      path: '/api/users/me/deletion',
      body: ZAccountDeletionBodySchema,
      responses: { 200: ZAccountDeletedSchema },
      summary:
        'Signed in, with the current password: removes or anonymises your personal data and ends every session; 409 while an investment awaits payment or is confirmed in an unsold unit. The answer lists what the law makes us keep.',
    },
  },
  { commonResponses: commonErrorResponses },
);
