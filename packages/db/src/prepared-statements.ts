import pg from 'pg';

// Statements run as named prepared statements: PostgreSQL parses and plans each once per connection
// instead of on every call. For the statements every request runs, parsing and planning cost as
// much as running them (docs/adr/0026-named-prepared-statements-for-hot-statements.md).

/** Their names, by SQL text: one name per text in this process, the same on every connection. */
const names = new Map<string, string>();

/**
 * Runs this SQL text as a named prepared statement on every connection of createKysely's pool
 * from now on. For SQL built once and run again and again with new parameter values; a text
 * built per call would leave a statement behind on every connection for each.
 */
export function prepareStatement(sql: string): void {
  if (!names.has(sql)) names.set(sql, `coinvest_${names.size + 1}`);
}

/** SQLSTATE 0A000 with this message: a prepared statement's result columns changed. */
function isStalePlan(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: unknown }).code === '0A000' &&
    error.message.startsWith('cached plan must not change result type')
  );
}

/** pg's own record of the statements a connection has parsed, by name (not in its types). */
interface WithParsedStatements {
  connection: { parsedStatements: Record<string, string> };
}

/**
 * A pg client that runs the SQL texts given to prepareStatement as named prepared statements.
 * When a migration changes what one returns (a column added to a table it selects with *),
 * PostgreSQL refuses to run it again: the client forgets it (DEALLOCATE) before its next use,
 * and runs the statement again at once unless the failure aborted a transaction.
 */
export class PreparingClient extends pg.Client {
  readonly #stale = new Set<string>();

  // pg's query has a dozen overloads; Kysely calls the (text, values) one, the rest pass on.
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const name = typeof text === 'string' ? names.get(text) : undefined;
    if (name === undefined || !Array.isArray(values) || args.length > 2) {
      return (super.query as (...rest: unknown[]) => never)(...args);
    }
    return this.#runPrepared(name, text as string, values) as never;
  }

  async #runPrepared(name: string, text: string, values: unknown[]): Promise<pg.QueryResult> {
    if (this.#stale.has(name)) await this.#forget(name);
    try {
      return await super.query({ name, text, values });
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      this.#stale.add(name);
      if (this.getTransactionStatus() !== 'I') throw error;
      await this.#forget(name);
      return await super.query({ name, text, values });
    }
  }

  async #forget(name: string): Promise<void> {
    try {
      // The name is one of ours (coinvest_<n>), never a caller's text.
      await super.query(`deallocate ${name}`);
    } catch (error) {
      // 26000: the server holds no statement of that name; there is nothing to forget there.
      if ((error as { code?: unknown }).code !== '26000') throw error;
    }
    delete (this as unknown as WithParsedStatements).connection.parsedStatements[name];
    this.#stale.delete(name);
  }
}
