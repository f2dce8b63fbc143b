import { initContract } from '@ts-rest/core';
import { authContract } from './auth/auth.contract';
import { healthContract } from './health/health.contract';
import { usersContract } from './users/users.contract';

const c = initContract();

/** The whole API: one router per resource, combined here and nowhere else. */
export const contract = c.router({
  health: healthContract,
  users: usersContract,
  auth: authContract,
});

export type TContract = typeof contract;
