export * from './dates';
export * from './decimal.schemas';
export * from './id.schemas';
export { ID_MESSAGES, MAX_ID, parseIdParam } from './ids';
export * from './error.schemas';
export * from './http-errors';
export * from './money-string.schemas';
export * from './support';
