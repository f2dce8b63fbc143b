import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  KYC_DOCUMENT_MIME_TYPES,
  KYC_DOCUMENTS,
  KYC_ERROR_CODES,
  KYC_MAX_FILE_BYTES,
  KYC_MESSAGES,
  ZKycDocumentSchema,
  type TKycDocument,
  type TKycMimeType,
} from '@coinvest/contract';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { BadRequestError, PayloadTooLargeError } from '../../lib/errors';
import { readMultipart } from '../../lib/uploads/multipart';
import type { ObjectStorage } from '../storage/object-storage';
import { FILE_EXTENSIONS, SNIFF_BYTES, sniffFileType } from '../../lib/uploads/file-type';
import { isKycImageType, withoutImageMetadata } from './image-metadata';

const M = KYC_MESSAGES;

export interface StoredFile {
  key: string;
  contentType: TKycMimeType;
}

export interface KycUpload {
  /** The text fields as sent (the first value of each name). */
  fields: Record<string, string>;
  files: Partial<Record<TKycDocument, StoredFile>>;
}

const fileTooLarge = () =>
  new PayloadTooLargeError(M.kycFileTooLarge, { errorCode: KYC_ERROR_CODES.fileTooLarge });

const fileError = (document: TKycDocument, message: string, errorCode: string) =>
  new BadRequestError(message, { errorCode, issues: [{ path: document, message }] });

const typeMessage = (document: TKycDocument) =>
  document === 'selfie' ? M.kycSelfieTypeInvalid : M.kycFileTypeInvalid;

/**
 * A name with a directory in it ('../x', 'a/b', 'a\\b') is refused, not cleaned. Busboy
 * leaves the name undefined for an empty file input, despite its type.
 */
const hasPath = (filename: string | undefined) =>
  filename !== undefined && (/[/\\]/.test(filename) || filename.includes('..'));

/**
 * The text part of a submission is bounded too, so the whole body stays near its four files
 * (4 x 10 MB): the form has 21 text fields (userId included) of at most 500 characters; a
 * field may take 8 KB (500 characters of up to 4 UTF-8 bytes, with room) and 32 fields may
 * come. Beyond either, 413 at once rather than reading on.
 */
const MAX_TEXT_FIELDS = 32;
const MAX_TEXT_FIELD_BYTES = 8 * 1024;

/**
 * Stores one file under a random name once its first bytes say it is a type this document
 * accepts: a PDF streams as it arrives, an image is stored without its metadata (EXIF, GPS).
 * undefined for an empty part (a file input left empty).
 */
async function storeFile(
  storage: ObjectStorage,
  document: TKycDocument,
  part: MultipartFile,
): Promise<StoredFile | undefined> {
  const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  while (head.length < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    head = Buffer.concat([head, next.value]);
  }
  if (head.length === 0) return undefined;

  const contentType = sniffFileType(head);
  if (!contentType || !KYC_DOCUMENT_MIME_TYPES[document].includes(contentType)) {
    throw fileError(document, typeMessage(document), KYC_ERROR_CODES.fileTypeInvalid);
  }

  const key = `kyc/${randomUUID()}.${FILE_EXTENSIONS[contentType]}`;
  const rest = (async function* () {
    yield head;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      yield next.value;
    }
  })();
  if (isKycImageType(contentType)) {
    // Images are read whole (at most 10 MB) so their metadata can go before anything is stored.
    const received: Buffer[] = [];
    for await (const chunk of rest) received.push(chunk);
    if (part.file.truncated) throw fileTooLarge();
    const image = await withoutImageMetadata(Buffer.concat(received), contentType, () =>
      fileError(document, typeMessage(document), KYC_ERROR_CODES.fileTypeInvalid),
    );
    await storage.put(key, Readable.from([image]), contentType);
    return { key, contentType };
  }
  await storage.put(key, Readable.from(rest), contentType);
  // Busboy cuts a file at the size limit and marks it truncated rather than failing it.
  if (part.file.truncated) {
    await storage.delete(key);
    throw fileTooLarge();
  }
  return { key, contentType };
}

/** Removes files of a submission that will not be kept; a failure here is only logged. */
export async function deleteStoredFiles(
  log: Pick<FastifyBaseLogger, 'error'>,
  storage: ObjectStorage,
  keys: readonly string[],
): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      storage.delete(key).catch((error: unknown) => {
        log.error({ err: error, key }, 'Could not delete a KYC file');
      }),
    ),
  );
}

/**
 * Reads a KYC multipart request: text fields, and each file checked (name, type from its
 * bytes, size) and stored as it arrives. On any refusal the files stored so far are removed
 * before the error is thrown, so a refused submission leaves nothing behind.
 */
export async function receiveKycUpload(
  request: FastifyRequest,
  storage: ObjectStorage,
): Promise<KycUpload> {
  const upload: KycUpload = { fields: {}, files: {} };
  try {
    upload.fields = await readMultipart(request, {
      preservePath: true,
      files: KYC_DOCUMENTS.length,
      fileSize: KYC_MAX_FILE_BYTES,
      fields: MAX_TEXT_FIELDS,
      fieldSize: MAX_TEXT_FIELD_BYTES,
      notMultipart: () => new BadRequestError(M.kycNotMultipart),
      fileTooLarge,
      tooManyFiles: () =>
        new BadRequestError(M.kycTooManyFiles, { errorCode: KYC_ERROR_CODES.tooManyFiles }),
      onFile: async (part) => {
        const document = ZKycDocumentSchema.safeParse(part.fieldname);
        if (!document.success) throw new BadRequestError(M.kycUnknownFile);
        if (upload.files[document.data]) {
          throw fileError(document.data, M.kycDuplicateFile, KYC_ERROR_CODES.tooManyFiles);
        }
        if (hasPath(part.filename)) {
          throw fileError(document.data, M.kycFileNameInvalid, KYC_ERROR_CODES.fileNameInvalid);
        }
        const stored = await storeFile(storage, document.data, part);
        if (stored) upload.files[document.data] = stored;
      },
    });
    return upload;
  } catch (error) {
    await deleteStoredFiles(
      request.log,
      storage,
      Object.values(upload.files).map((file) => file.key),
    );
    throw error;
  }
}
