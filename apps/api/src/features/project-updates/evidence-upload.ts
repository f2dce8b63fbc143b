import { EVIDENCE_MAX_PHOTOS, EVIDENCE_MESSAGES, PICTURE_MAX_BYTES } from '@coinvest/contract';
import type { FastifyRequest } from 'fastify';
import type { ZodType, ZodTypeDef } from 'zod';
import { BadRequestError } from '../../lib/errors';
import { readMultipart } from '../../lib/uploads/multipart';
import { issuesOf, validationErrorBody } from '../../lib/validation';
import { pictureTooLarge } from '../pictures/picture-store';

/** The file field every evidence photo is sent in. */
export const PHOTOS_FIELD = 'photos';

/**
 * The text beside the photos stays small: an update's description is at most 5,000 characters
 * (up to 20 KB in UTF-8), and a handful of fields come with it.
 */
const MAX_TEXT_FIELDS = 16;
const MAX_TEXT_FIELD_BYTES = 24 * 1024;

export interface EvidenceUpload<T> {
  fields: T;
  photos: Buffer[];
}

/**
 * Reads a multipart request of text fields and up to EVIDENCE_MAX_PHOTOS photos (each at most
 * PICTURE_MAX_BYTES, held in memory until the picture pipeline checks its bytes), then parses
 * the fields with the route's schema: 400 with every issue, as a JSON body would get.
 */
export async function receiveEvidenceUpload<T>(
  request: FastifyRequest,
  schema: ZodType<T, ZodTypeDef, unknown>,
): Promise<EvidenceUpload<T>> {
  const photos: Buffer[] = [];
  const fields = await readMultipart(request, {
    files: EVIDENCE_MAX_PHOTOS,
    fileSize: PICTURE_MAX_BYTES,
    fields: MAX_TEXT_FIELDS,
    fieldSize: MAX_TEXT_FIELD_BYTES,
    notMultipart: () => new BadRequestError(EVIDENCE_MESSAGES.evidenceNotMultipart),
    fileTooLarge: pictureTooLarge,
    tooManyFiles: () => new BadRequestError(EVIDENCE_MESSAGES.evidenceTooManyPhotos),
    onFile: async (part) => {
      if (part.fieldname !== PHOTOS_FIELD) {
        throw new BadRequestError(EVIDENCE_MESSAGES.evidenceUnknownField);
      }
      const bytes = await part.toBuffer();
      if (bytes.length > 0) photos.push(bytes);
    },
  });
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const body = validationErrorBody(issuesOf(parsed.error));
    throw new BadRequestError(body.message, { errorCode: body.errorCode, issues: body.issues });
  }
  return { fields: parsed.data, photos };
}
