export * from './decimal.schemas';
export * from './error.schemas';
export * from './http-errors';
export * from './money-string.schemas';
