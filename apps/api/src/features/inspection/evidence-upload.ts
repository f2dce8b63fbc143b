import {
  ERROR_CODES,
  EVIDENCE_MAX_PHOTOS,
  EVIDENCE_MESSAGES,
  HTTP_MESSAGES,
  PICTURE_MAX_BYTES,
} from '@coinvest/contract';
import type { FastifyRequest } from 'fastify';
import type { ZodType, ZodTypeDef } from 'zod';
import { BadRequestError, PayloadTooLargeError } from '../../lib/errors';
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

const bodyTooLarge = () =>
  new PayloadTooLargeError(HTTP_MESSAGES.payloadTooLarge, {
    errorCode: ERROR_CODES.payloadTooLarge,
  });

function toUploadError(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return pictureTooLarge();
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return bodyTooLarge();
  if (code === 'FST_FILES_LIMIT')
    return new BadRequestError(EVIDENCE_MESSAGES.evidenceTooManyPhotos);
  return error;
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
  if (!request.isMultipart()) throw new BadRequestError(EVIDENCE_MESSAGES.evidenceNotMultipart);
  const fields: Record<string, string> = {};
  const photos: Buffer[] = [];
  try {
    const parts = request.parts({
      limits: {
        files: EVIDENCE_MAX_PHOTOS,
        fileSize: PICTURE_MAX_BYTES,
        fields: MAX_TEXT_FIELDS,
        fieldSize: MAX_TEXT_FIELD_BYTES,
        parts: EVIDENCE_MAX_PHOTOS + MAX_TEXT_FIELDS,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw bodyTooLarge();
        if (typeof part.value === 'string' && !(part.fieldname in fields)) {
          fields[part.fieldname] = part.value;
        }
        continue;
      }
      if (part.fieldname !== PHOTOS_FIELD) {
        throw new BadRequestError(EVIDENCE_MESSAGES.evidenceUnknownField);
      }
      const bytes = await part.toBuffer();
      // Busboy cuts a file at the size limit and marks it truncated rather than failing it.
      if (part.file.truncated) throw pictureTooLarge();
      if (bytes.length > 0) photos.push(bytes);
    }
  } catch (error) {
    throw toUploadError(error);
  }
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const body = validationErrorBody(issuesOf(parsed.error));
    throw new BadRequestError(body.message, { errorCode: body.errorCode, issues: body.issues });
  }
  return { fields: parsed.data, photos };
}
