import type { DB } from '@coinvest/db';
import type { Kysely, Transaction } from 'kysely';

/** The pool or an open transaction: repositories accept either, so callers choose the scope. */
export type Executor = Kysely<DB> | Transaction<DB>;
