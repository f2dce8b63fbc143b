import { ERROR_CODES, HTTP_MESSAGES, type TError, type TErrorIssue } from '@coinvest/contract';
import type { RequestValidationError } from '@ts-rest/fastify';
import type { ZodError } from 'zod';

export function issuesOf(error: ZodError): TErrorIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** A request that did not match the contract: the first message, and every issue for forms. */
export function validationErrorBody(issues: TErrorIssue[]): TError {
  return {
    message: issues[0]?.message ?? HTTP_MESSAGES.badRequest,
    errorCode: ERROR_CODES.validationFailed,
    issues,
  };
}

export function requestValidationIssues(error: RequestValidationError): TErrorIssue[] {
  return [error.pathParams, error.query, error.headers, error.body].flatMap((zodError) =>
    zodError ? issuesOf(zodError) : [],
  );
}
