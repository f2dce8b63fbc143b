export * from './decimal.schemas';
export * from './error.schemas';
