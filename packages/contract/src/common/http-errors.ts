/** Machine-readable codes carried in the error body's `errorCode`, for clients that branch. */
export const ERROR_CODES = {
  validationFailed: 'VALIDATION_FAILED',
  invalidJson: 'INVALID_JSON',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  notFound: 'NOT_FOUND',
  authenticationRequired: 'AUTHENTICATION_REQUIRED',
  sessionExpired: 'SESSION_EXPIRED',
  forbidden: 'FORBIDDEN',
  invalidCredentials: 'INVALID_CREDENTIALS',
  usernameTaken: 'USERNAME_TAKEN',
  emailTaken: 'EMAIL_TAKEN',
  passwordTooCommon: 'PASSWORD_TOO_COMMON',
  passwordTooShort: 'PASSWORD_TOO_SHORT',
  resetCodeInvalid: 'RESET_CODE_INVALID',
  resetCodeTooManyAttempts: 'RESET_CODE_TOO_MANY_ATTEMPTS',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  conflict: 'CONFLICT',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  internalError: 'INTERNAL_ERROR',
} as const;
export type TErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Messages of answers that belong to no one feature. */
export const HTTP_MESSAGES = {
  notFound: 'Not found',
  internalError: 'Internal server error',
  invalidJson: 'The request body is not valid JSON',
  payloadTooLarge: 'The request body is too large',
  unsupportedMediaType: 'Unsupported content type',
  badRequest: 'Bad request',
  forbidden: 'You do not have access to this resource',
  adminRequired: 'Admin access required',
  databaseUnavailable: 'The database is unavailable',
  serviceRestarting: 'The service is restarting; try again.',
  numberOutOfRange: 'A number in the request is out of range',
  dateOutOfRange: 'A date in the request is out of range',
  alreadyExists: 'This record already exists',
  malformedMultipart: 'The form data could not be read',
  characterNotAllowed: 'Text in the request contains a character that is not allowed',
} as const;

/** Messages of HTTP_MESSAGES a person meets on the sites, which show them in their language. */
export const SHOWN_HTTP_MESSAGES = {
  serviceRestarting: HTTP_MESSAGES.serviceRestarting,
  dateOutOfRange: HTTP_MESSAGES.dateOutOfRange,
} as const;
