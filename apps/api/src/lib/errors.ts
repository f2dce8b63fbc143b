import type { TErrorIssue } from '@coinvest/contract';

/**
 * What a service throws when a request cannot be served as asked. The error handler turns
 * each into the one error body `{ message, errorCode?, issues? }` with its status.
 */
export abstract class AppError extends Error {
  abstract readonly statusCode: number;
  readonly errorCode: string | undefined;
  readonly issues: TErrorIssue[] | undefined;

  constructor(message: string, options: { errorCode?: string; issues?: TErrorIssue[] } = {}) {
    super(message);
    this.name = new.target.name;
    this.errorCode = options.errorCode;
    this.issues = options.issues;
  }
}

export class BadRequestError extends AppError {
  readonly statusCode = 400;
}

export class UnauthorizedError extends AppError {
  readonly statusCode = 401;
}

export class ForbiddenError extends AppError {
  readonly statusCode = 403;
}

export class NotFoundError extends AppError {
  readonly statusCode = 404;
}

export class ConflictError extends AppError {
  readonly statusCode = 409;
}

/** Well-formed, but what it names cannot be acted on (an account the provider cannot find). */
export class UnprocessableEntityError extends AppError {
  readonly statusCode = 422;
}

export class PayloadTooLargeError extends AppError {
  readonly statusCode = 413;
}

export class TooManyRequestsError extends AppError {
  readonly statusCode = 429;
}

export class ServiceUnavailableError extends AppError {
  readonly statusCode = 503;
}
