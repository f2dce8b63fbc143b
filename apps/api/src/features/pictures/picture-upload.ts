import {
  ERROR_CODES,
  HTTP_MESSAGES,
  PICTURE_MAX_BYTES,
  PROJECT_PICTURE_MESSAGES,
  ZProjectPictureUploadFieldsSchema,
} from '@coinvest/contract';
import type { FastifyRequest } from 'fastify';
import { BadRequestError } from '../../lib/errors';
import { bodyTooLarge, readMultipart } from '../../lib/uploads/multipart';
import { pictureTooLarge } from './picture-store';

const M = PROJECT_PICTURE_MESSAGES;

/** The form has two text fields; a few more are tolerated, each at most a caption's bytes. */
const MAX_TEXT_FIELDS = 8;
const MAX_TEXT_FIELD_BYTES = 4 * 1024;

/**
 * Reads an upload of one picture (the part 'picture', read whole: at most PICTURE_MAX_BYTES)
 * and its text fields, checked. Nothing is stored here.
 */
export async function receivePicture(request: FastifyRequest) {
  let bytes: Buffer | undefined;
  const fields = await readMultipart(request, {
    files: 1,
    fileSize: PICTURE_MAX_BYTES,
    fields: MAX_TEXT_FIELDS,
    fieldSize: MAX_TEXT_FIELD_BYTES,
    notMultipart: () => new BadRequestError(M.projectPictureNotMultipart),
    fileTooLarge: pictureTooLarge,
    tooManyFiles: bodyTooLarge,
    onFile: async (part) => {
      const received = await part.toBuffer();
      if (part.fieldname === 'picture' && received.length > 0) bytes = received;
    },
  });
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
