import { ERROR_CODES, HTTP_MESSAGES, type TError } from '@coinvest/contract';
import { RequestValidationError } from '@ts-rest/fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import {
  isNumericOutOfRange,
  isDatabaseBusy,
  isUniqueViolation,
  isUnreadableDate,
  isUnstorableCharacter,
} from './postgres-errors';
import { requestValidationIssues, validationErrorBody } from './validation';

interface ErrorAnswer {
  statusCode: number;
  body: TError;
}

/** Fastify's own client errors, with messages a person can act on. */
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorAnswer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    statusCode: 400,
    body: { message: HTTP_MESSAGES.invalidJson, errorCode: ERROR_CODES.invalidJson },
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    statusCode: 400,
    body: { message: HTTP_MESSAGES.invalidJson, errorCode: ERROR_CODES.invalidJson },
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    statusCode: 413,
    body: { message: HTTP_MESSAGES.payloadTooLarge, errorCode: ERROR_CODES.payloadTooLarge },
  },
  FST_REQ_FILE_TOO_LARGE: {
    statusCode: 413,
    body: { message: HTTP_MESSAGES.payloadTooLarge, errorCode: ERROR_CODES.payloadTooLarge },
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 415,
    body: {
      message: HTTP_MESSAGES.unsupportedMediaType,
      errorCode: ERROR_CODES.unsupportedMediaType,
    },
  },
};

/**
 * Busboy's plain errors for a multipart body it cannot read (no boundary, cut short before its
 * end): the request is at fault. They carry no code, only these messages.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|Part terminated early due to unexpected end of multipart data|Unsupported Content-Type\.)$/;

function isMalformedMultipart(error: unknown): boolean {
  return error instanceof Error && !('code' in error) && MALFORMED_MULTIPART.test(error.message);
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && ('statusCode' in error || 'code' in error);
}

export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof AppError) {
    const body: TError = { message: error.message };
    if (error.errorCode) body.errorCode = error.errorCode;
    if (error.issues) body.issues = error.issues;
    return { statusCode: error.statusCode, body };
  }
  if (error instanceof RequestValidationError) {
    return { statusCode: 400, body: validationErrorBody(requestValidationIssues(error)) };
  }
  // A value the contract let through but the database cannot hold, or a row that already
  // exists: the request is at fault (or lost a race), not the server. Services that know the
  // constraint answer with their own message before this.
  if (isNumericOutOfRange(error)) {
    return { statusCode: 400, body: { message: HTTP_MESSAGES.numberOutOfRange } };
  }
  if (isUnreadableDate(error)) {
    return { statusCode: 400, body: { message: HTTP_MESSAGES.dateOutOfRange } };
  }
  if (isUnstorableCharacter(error)) {
    return { statusCode: 400, body: { message: HTTP_MESSAGES.characterNotAllowed } };
  }
  if (isMalformedMultipart(error)) {
    return { statusCode: 400, body: { message: HTTP_MESSAGES.malformedMultipart } };
  }
  if (isUniqueViolation(error)) {
    return {
      statusCode: 409,
      body: { message: HTTP_MESSAGES.alreadyExists, errorCode: ERROR_CODES.conflict },
    };
  }
  // Busy, not broken: nothing was done, and the client may try again in a moment.
  if (isDatabaseBusy(error)) {
    return {
      statusCode: 503,
      body: {
        message: HTTP_MESSAGES.databaseUnavailable,
        errorCode: ERROR_CODES.serviceUnavailable,
      },
    };
  }
  if (isFastifyError(error)) {
    const known = FASTIFY_CLIENT_ERRORS[error.code];
    if (known) return known;
    if (error.validation) {
      return {
        statusCode: 400,
        body: validationErrorBody(
          error.validation.map((issue) => ({
            path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
            message: issue.message ?? HTTP_MESSAGES.badRequest,
          })),
        ),
      };
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return { statusCode: status, body: { message: error.message } };
    }
  }
  return {
    statusCode: 500,
    body: { message: HTTP_MESSAGES.internalError, errorCode: ERROR_CODES.internalError },
  };
}

/** The one error handler: every failure leaves as `{ message, errorCode?, issues? }`. */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, body } = toErrorAnswer(error);
  if (statusCode === 503) void reply.header('retry-after', '1');
  if (statusCode >= 500) {
    request.log.error({ err: error }, 'Request failed');
  } else {
    request.log.info({ statusCode, message: body.message }, 'Request refused');
  }
  return reply.status(statusCode).send(body);
}

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send({ message: HTTP_MESSAGES.notFound, errorCode: ERROR_CODES.notFound });
}
