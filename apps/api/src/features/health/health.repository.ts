import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';

/** The cheapest statement the database must answer: the health check's proof it is up. */
export async function pingDatabase(db: Executor): Promise<void> {
  await sql`select 1`.execute(db);
}
