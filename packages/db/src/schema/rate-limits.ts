import type { Selectable } from 'kysely';
import type { TableColumns } from './columns';
import type { Timestamp } from './types';

/** The API's rate-limit counts, shared by every instance (apps/api/src/lib/rate-limit-store.ts). */
export interface RateLimitsTable {
  /** The limit's name and what it counts by, e.g. 'sign-in:address:203.0.113.7'. */
  key: string;
  /** Calls since the window started. */
  count: number;
  /** When the window ends; the next call after it starts a new one. */
  expiresAt: Timestamp;
}

export type RateLimitRow = Selectable<RateLimitsTable>;

export const rateLimitsColumns: TableColumns<RateLimitsTable> = {
  key: 'string',
  count: 'number',
  expiresAt: 'Date',
};
