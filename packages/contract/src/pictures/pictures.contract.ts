import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses } from '../common/error.schemas';
import { ZPictureVariantParamsSchema } from './pictures.schemas';

const c = initContract();

/** Pictures as everyone may see them: resized WebP variants without metadata. */
export const picturesContract = c.router(
  {
    getPictureVariant: {
      method: 'GET',
      path: '/api/pictures/:id/:width',
      pathParams: ZPictureVariantParamsSchema,
      responses: {
        200: c.otherResponse({ contentType: 'image/webp', body: z.unknown() }),
      },
      summary:
        'Public: one width of a picture as image/webp, without EXIF, cached for a year ' +
        '(immutable: a picture never changes under its id). 404 for an unknown picture or a ' +
        'width it is not served at.',
    },
  },
  { commonResponses: commonErrorResponses },
);
