import { ERROR_CODES, HTTP_MESSAGES } from '@coinvest/contract';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { PayloadTooLargeError } from '../errors';

/** 413 for a body beyond the bounds of its form (too many fields or parts, a field too long). */
export const bodyTooLarge = () =>
  new PayloadTooLargeError(HTTP_MESSAGES.payloadTooLarge, {
    errorCode: ERROR_CODES.payloadTooLarge,
  });

export interface MultipartForm {
  /** Files the form takes at most, and the bytes of each. */
  files: number;
  fileSize: number;
  /** Text fields it takes at most, and the bytes of each. */
  fields: number;
  fieldSize: number;
  /** Keep directories in file names, so a reader can refuse them rather than see them cut. */
  preservePath?: boolean;
  /** The form's own answers: not a multipart body, a file over fileSize, more than `files`. */
  notMultipart: () => Error;
  fileTooLarge: () => Error;
  tooManyFiles: () => Error;
  /** Takes one file part; it must read the part to its end (or throw). */
  onFile: (part: MultipartFile) => Promise<void>;
}

/** @fastify/multipart's limit errors, as the form answers them. */
function toFormError(form: MultipartForm, error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return form.fileTooLarge();
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return bodyTooLarge();
  if (code === 'FST_FILES_LIMIT') return form.tooManyFiles();
  return error;
}

/**
 * The one multipart reader: reads a request within the form's bounds, hands each file part to
 * onFile as it arrives and returns the text fields (the first value of each name). A field
 * Busboy cut at fieldSize is never taken: 413 instead. Busboy cuts a file at fileSize and
 * marks it truncated rather than failing it, so a file part read whole is checked here too.
 */
export async function readMultipart(
  request: FastifyRequest,
  form: MultipartForm,
): Promise<Record<string, string>> {
  if (!request.isMultipart()) throw form.notMultipart();
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({
      preservePath: form.preservePath ?? false,
      limits: {
        files: form.files,
        fileSize: form.fileSize,
        fields: form.fields,
        fieldSize: form.fieldSize,
        parts: form.files + form.fields,
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
      await form.onFile(part);
      if (part.file.truncated) throw form.fileTooLarge();
    }
  } catch (error) {
    throw toFormError(form, error);
  }
  return fields;
}
