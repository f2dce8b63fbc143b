export * from './decimal.schemas';
export * from './id.schemas';
export * from './error.schemas';
export * from './http-errors';
export * from './money-string.schemas';
