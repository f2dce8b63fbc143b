import type { Readable } from 'node:stream';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  ERROR_CODES,
  HTTP_MESSAGES,
  KYC_ERROR_CODES,
  KYC_MESSAGES,
  KYC_REQUIRED_DOCUMENTS,
  missingDocumentsMessage,
  kycCrossFieldIssues,
  ZKycFieldsSchema,
  type TKycDocument,
  type TKycMimeType,
  type TKycRecord,
} from '@coinvest/contract';
import type { KycVerificationRow, NewKycVerification } from '@coinvest/db';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/postgres-errors';
import { validationErrorBody, issuesOf } from '../../lib/validation';
import { recordAudit } from '../../lib/audit/record-audit';
import type { AuthUser } from '../../lib/access/request-user';
import { mimeTypeOfKey } from '../../lib/uploads/file-type';
import { deleteStoredFiles, type KycUpload } from './kyc-upload';
import { DOCUMENT_COLUMNS, mayResubmit, storedKeysOf, toKycRecord } from './kyc.mapper';
import {
  findKycById,
  findKycByUserId,
  insertKyc,
  lockKycByUserId,
  updateKyc,
} from './kyc.repository';

type Context = Pick<FastifyInstance, 'db' | 'storage'>;

const M = KYC_MESSAGES;

const kycNotFound = () => new NotFoundError(M.kycNotFound, { errorCode: ERROR_CODES.notFound });
const forbidden = () =>
  new ForbiddenError(HTTP_MESSAGES.forbidden, { errorCode: ERROR_CODES.forbidden });

/** Why a user with this record may not submit again (409), or undefined when they may. */
function resubmissionRefusal(row: KycVerificationRow, now: Date): ConflictError | undefined {
  if (mayResubmit(row, now)) return undefined;
  if (row.status === 'approved') {
    return new ConflictError(M.kycAlreadyVerified, { errorCode: KYC_ERROR_CODES.alreadyVerified });
  }
  return new ConflictError(M.kycAlreadySubmitted, {
    errorCode: KYC_ERROR_CODES.alreadySubmitted,
  });
}

/**
 * The submission's columns: text fields checked by the shared schema, files present. A
 * resubmission may leave out a file to keep the one stored in `kept` (the record it replaces).
 */
function submissionValues(
  user: AuthUser,
  upload: KycUpload,
  kept: KycVerificationRow | undefined,
): Omit<NewKycVerification, 'userId'> {
  if (upload.fields.userId !== String(user.id)) {
    throw new ForbiddenError(M.kycUserIdMismatch, { errorCode: ERROR_CODES.forbidden });
  }
  const key = (document: TKycDocument) =>
    upload.files[document]?.key ?? kept?.[DOCUMENT_COLUMNS[document]] ?? null;
  // Field and file problems are answered together, so the form can show them all at once.
  const parsed = ZKycFieldsSchema.safeParse(upload.fields);
  const fieldIssues = parsed.success ? kycCrossFieldIssues(parsed.data) : issuesOf(parsed.error);
  const missing = KYC_REQUIRED_DOCUMENTS.filter((document) => key(document) === null);
  const missingMessage = missingDocumentsMessage(missing);
  const issues = [...fieldIssues, ...missing.map((path) => ({ path, message: missingMessage }))];
  if (!parsed.success || fieldIssues.length > 0) {
    const body = validationErrorBody(issues);
    throw new BadRequestError(body.message, { errorCode: body.errorCode, issues });
  }
  if (missing.length > 0) {
    throw new BadRequestError(missingMessage, {
      errorCode: KYC_ERROR_CODES.documentsMissing,
      issues,
    });
  }
  const requiredKey = (document: TKycDocument) => {
    const found = key(document);
    if (found === null) throw new Error(`${document} was checked as present`);
    return found;
  };
  const fields = parsed.data;
  return {
    ...fields,
    politicalExposureDetails: fields.isPoliticallyExposed ? fields.politicalExposureDetails : null,
    documentFrontUrl: requiredKey('documentFront'),
    documentBackUrl: key('documentBack'),
    proofOfAddressUrl: requiredKey('proofOfAddress'),
    selfieUrl: requiredKey('selfie'),
  };
}

/** Refuses (409) a user whose record may not be submitted again; run before any file arrives. */
export async function assertMaySubmitKyc(
  { db }: Pick<Context, 'db'>,
  userId: number,
  now: Date = new Date(),
): Promise<void> {
  const current = await findKycByUserId(db, userId);
  const refusal = current && resubmissionRefusal(current, now);
  if (refusal) throw refusal;
}

/**
 * POST /api/kyc/submit, once the multipart reader (kyc-upload.ts) has stored and checked the
 * files: the record is written in one transaction; if anything fails the new files are
 * removed. A resubmission replaces the record; the files it sends replace theirs (removed only
 * after the new record is committed) and the ones it leaves out are kept.
 */
export async function submitKyc(
  { db, storage, log }: Context & { log: Pick<FastifyBaseLogger, 'error'> },
  user: AuthUser,
  upload: KycUpload,
  now: Date = new Date(),
): Promise<TKycRecord> {
  const newKeys = Object.values(upload.files).map((file) => file.key);
  try {
    const { row, oldKeys } = await db.transaction().execute(async (trx) => {
      const existing = await lockKycByUserId(trx, user.id);
      if (!existing) {
        const values = submissionValues(user, upload, undefined);
        return { row: await insertKyc(trx, { ...values, userId: user.id }), oldKeys: [] };
      }
      const refusal = resubmissionRefusal(existing, now);
      if (refusal) throw refusal;
      const values = submissionValues(user, upload, existing);
      const replaced = await updateKyc(trx, existing.id, {
        ...values,
        status: 'pending',
        reviewedBy: null,
        reviewNotes: null,
        rejectionReason: null,
        reviewedAt: null,
        approvedAt: null,
        expiresAt: null,
        submittedAt: now,
      });
      const replacedKeys = storedKeysOf(existing).filter(
        (key) => !storedKeysOf(replaced).includes(key),
      );
      return { row: replaced, oldKeys: replacedKeys };
    });
    await deleteStoredFiles(log, storage, oldKeys);
    return toKycRecord(row, now);
  } catch (error) {
    await deleteStoredFiles(log, storage, newKeys);
    if (isUniqueViolation(error)) {
      // Two first submissions at once: the other one won.
      throw new ConflictError(M.kycAlreadySubmitted, {
        errorCode: KYC_ERROR_CODES.alreadySubmitted,
      });
    }
    throw error;
  }
}

/** Who reads KYC data, and from where: an admin's reads are audited. */
export interface KycReader {
  user: AuthUser;
  ip: string | null;
}

/** The audit record of an admin opening a record or one of its documents; none for its owner. */
async function recordAdminView(
  db: Context['db'],
  { user, ip }: KycReader,
  row: KycVerificationRow,
  document?: TKycDocument,
): Promise<void> {
  if (user.role !== 'admin') return;
  await recordAudit(db, {
    actor: { userId: user.id, ip },
    action: document ? AUDIT_ACTIONS.kycDocumentView : AUDIT_ACTIONS.kycView,
    entity: { type: AUDIT_ENTITY_TYPES.kycVerification, id: row.id },
    after: document ? { userId: row.userId, document } : { userId: row.userId },
  });
}

/** GET /api/kyc/{userId}: the caller's own record (any record for the admin), or null. */
export async function getKyc(
  { db }: Context,
  reader: KycReader,
  userId: number,
): Promise<TKycRecord | null> {
  const { user } = reader;
  if (user.role !== 'admin' && user.id !== userId) throw forbidden();
  const row = await findKycByUserId(db, userId);
  if (!row) return null;
  await recordAdminView(db, reader, row);
  return toKycRecord(row);
}

export interface KycDocumentFile {
  body: Readable;
  contentType: TKycMimeType;
  filename: string;
}

/** One file of a record, for its owner and the admin only (an admin's download is audited). */
export async function openKycDocument(
  { db, storage }: Context,
  reader: KycReader,
  kycId: number,
  document: TKycDocument,
): Promise<KycDocumentFile> {
  const { user } = reader;
  const row = await findKycById(db, kycId);
  if (!row) throw kycNotFound();
  if (user.role !== 'admin' && user.id !== row.userId) throw forbidden();
  const key = row[DOCUMENT_COLUMNS[document]];
  const body = key === null ? undefined : await storage.get(key);
  if (!key || !body) {
    throw new NotFoundError(M.kycDocumentNotFound, { errorCode: ERROR_CODES.notFound });
  }
  try {
    // Recorded before the first byte leaves: no audit record, no file.
    await recordAdminView(db, reader, row, document);
  } catch (error) {
    body.destroy();
    throw error;
  }
  const contentType = mimeTypeOfKey(key);
  return { body, contentType, filename: `${document}.${key.slice(key.lastIndexOf('.') + 1)}` };
}
