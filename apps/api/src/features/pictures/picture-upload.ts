import {
  ERROR_CODES,
  HTTP_MESSAGES,
  PICTURE_MAX_BYTES,
  PROJECT_PICTURE_MESSAGES,
  ZProjectPictureUploadFieldsSchema,
} from '@coinvest/contract';
import type { FastifyRequest } from 'fastify';
import { BadRequestError, PayloadTooLargeError } from '../../lib/errors';
import { pictureTooLarge } from './picture-store';

const M = PROJECT_PICTURE_MESSAGES;

/** The form has two text fields; a few more are tolerated, each at most a caption's bytes. */
const MAX_TEXT_FIELDS = 8;
const MAX_TEXT_FIELD_BYTES = 4 * 1024;

export interface ReceivedPicture {
  bytes: Buffer;
  fields: Record<string, string>;
}

/** @fastify/multipart's limit errors, as the picture upload answers them. */
function toUploadError(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return pictureTooLarge();
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') {
    return new PayloadTooLargeError(HTTP_MESSAGES.payloadTooLarge, {
      errorCode: ERROR_CODES.payloadTooLarge,
    });
  }
  return error;
}

/**
 * Reads an upload of one picture (the part 'picture', read whole: at most PICTURE_MAX_BYTES)
 * and its text fields, checked. Nothing is stored here.
 */
export async function receivePicture(request: FastifyRequest) {
  if (!request.isMultipart()) throw new BadRequestError(M.projectPictureNotMultipart);
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  try {
    const parts = request.parts({
      limits: {
        files: 1,
        fileSize: PICTURE_MAX_BYTES,
        fields: MAX_TEXT_FIELDS,
        fieldSize: MAX_TEXT_FIELD_BYTES,
        parts: MAX_TEXT_FIELDS + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const received = await part.toBuffer();
      if (part.fieldname === 'picture' && received.length > 0) bytes = received;
    }
  } catch (error) {
    throw toUploadError(error);
  }
  if (!bytes) {
    throw new BadRequestError(M.projectPictureFileRequired, {
      errorCode: ERROR_CODES.validationFailed,
      issues: [{ path: 'picture', message: M.projectPictureFileRequired }],
    });
  }
  const parsed = ZProjectPictureUploadFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    throw new BadRequestError(issues[0]?.message ?? HTTP_MESSAGES.badRequest, {
      errorCode: ERROR_CODES.validationFailed,
      issues,
    });
  }
  return { bytes, ...parsed.data };
}
