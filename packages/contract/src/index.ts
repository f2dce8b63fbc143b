export * from './common';
export * from './contract';
export * from './auth/auth.schemas';
export * from './health/health.contract';
export * from './users/users.schemas';
