import type {
  LedgerAccountRow,
  LedgerCheckRow,
  LedgerEntryRow,
  LedgerPostingRow,
  NewLedgerAccount,
  NewLedgerEntry,
} from '@coinvest/db';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';

/** A posting about to be written: the account, its currency and the signed minor amount. */
export interface NewPostingLine {
  accountId: number;
  currency: LedgerAccountRow['currency'];
  amountMinor: bigint;
}

/**
 * The account with this key, created on first use. DO NOTHING waits for a concurrent creator
 * to commit, so two first payments into one project's escrow share one account.
 */
export async function findOrCreateAccount(
  db: Executor,
  account: NewLedgerAccount,
): Promise<LedgerAccountRow> {
  const created = await db
    .insertInto('ledgerAccounts')
    .values(account)
    .onConflict((conflict) => conflict.column('key').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (created) return created;
  return db
    .selectFrom('ledgerAccounts')
    .selectAll()
    .where('key', '=', account.key)
    .executeTakeFirstOrThrow();
}

/**
 * Writes one entry and its postings. The database checks at commit that they sum to zero per
 * currency and are at least two; an entry that does not is refused with the whole transaction.
 */
export async function insertEntry(
  db: Executor,
  entry: NewLedgerEntry,
  postings: readonly NewPostingLine[],
): Promise<LedgerEntryRow> {
  const inserted = await db
    .insertInto('ledgerEntries')
    .values(entry)
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('ledgerPostings')
    .values(
      postings.map((posting) => ({
        entryId: inserted.id,
        accountId: posting.accountId,
        currency: posting.currency,
        amountMinor: posting.amountMinor.toString(),
      })),
    )
    .execute();
  return inserted;
}

/** The entry with this id, locked so that two reversals of it cannot race. */
export function lockEntry(db: Executor, entryId: string): Promise<LedgerEntryRow | undefined> {
  return db
    .selectFrom('ledgerEntries')
    .selectAll()
    .where('id', '=', entryId)
    .forUpdate()
    .executeTakeFirst();
}

/** The entry that reverses this one, if any (at most one may). */
export function findReversalOf(db: Executor, entryId: string) {
  return db
    .selectFrom('ledgerEntries')
    .select('id')
    .where('reversesEntryId', '=', entryId)
    .executeTakeFirst();
}

export function postingsOfEntry(db: Executor, entryId: string): Promise<LedgerPostingRow[]> {
  return db
    .selectFrom('ledgerPostings')
    .selectAll()
    .where('entryId', '=', entryId)
    .orderBy('id')
    .execute();
}

export type AccountBalanceRow = LedgerAccountRow & { balanceMinor: bigint };

/** Every account with its balance summed from its postings, by currency, then key. */
export async function accountBalances(db: Executor): Promise<AccountBalanceRow[]> {
  const rows = await db
    .selectFrom('ledgerAccounts as a')
    .leftJoin('ledgerPostings as p', 'p.accountId', 'a.id')
    .selectAll('a')
    .select(sql<string>`coalesce(sum(p.amount_minor), 0)::text`.as('balanceMinor'))
    .groupBy('a.id')
    .orderBy('a.currency')
    .orderBy('a.key')
    .execute();
  return rows.map((row) => ({ ...row, balanceMinor: BigInt(row.balanceMinor) }));
}

/** Entries posted in [from, to), oldest first, each with its postings and accounts' keys. */
export async function entriesBetween(db: Executor, from: Date, to: Date) {
  const entries = await db
    .selectFrom('ledgerEntries')
    .selectAll()
    .where('postedAt', '>=', from)
    .where('postedAt', '<', to)
    .orderBy('postedAt')
    .orderBy('id')
    .execute();
  if (entries.length === 0) return [];
  const postings = await db
    .selectFrom('ledgerPostings as p')
    .innerJoin('ledgerAccounts as a', 'a.id', 'p.accountId')
    .select(['p.entryId', 'p.accountId', 'a.key', 'p.currency', 'p.amountMinor'])
    .where(
      'p.entryId',
      'in',
      entries.map((entry) => entry.id),
    )
    .orderBy('p.id')
    .execute();
  return entries.map((entry) => ({
    ...entry,
    postings: postings.filter((posting) => posting.entryId === entry.id),
  }));
}

/**
 * Entries that break the books: fewer than two postings, or postings not summing to zero in
 * one of their currencies. The database refuses both at commit; finding one means its
 * triggers were bypassed (a restore, a hand edit).
 */
export function unbalancedEntries(db: Executor) {
  return db
    .selectFrom('ledgerEntries as e')
    .leftJoin('ledgerPostings as p', 'p.entryId', 'e.id')
    .select([
      'e.id as entryId',
      'p.currency',
      sql<string>`coalesce(sum(p.amount_minor), 0)::text`.as('totalMinor'),
      sql<string>`count(p.id)::text`.as('postings'),
    ])
    .groupBy(['e.id', 'p.currency'])
    .having((eb) =>
      eb.or([
        eb(sql`coalesce(sum(p.amount_minor), 0)`, '<>', 0),
        eb(
          sql`(select count(*) from ledger_postings all_lines where all_lines.entry_id = e.id)`,
          '<',
          2,
        ),
      ]),
    )
    .orderBy('e.id')
    .execute();
}

/**
 * Reversals whose postings are not the exact opposite of what they reverse, account by account.
 */
export function mismatchedReversals(db: Executor) {
  return db
    .selectFrom('ledgerEntries as r')
    .innerJoin('ledgerPostings as p', (join) =>
      join.on((eb) =>
        eb.or([
          eb('p.entryId', '=', eb.ref('r.id')),
          eb('p.entryId', '=', eb.ref('r.reversesEntryId')),
        ]),
      ),
    )
    .select(['r.id as entryId', 'p.accountId'])
    .where('r.reversesEntryId', 'is not', null)
    .groupBy(['r.id', 'p.accountId'])
    .having(sql`sum(p.amount_minor)`, '<>', 0)
    .orderBy('r.id')
    .execute();
}

export function countEntries(db: Executor): Promise<number> {
  return db
    .selectFrom('ledgerEntries')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

export function insertCheck(
  db: Executor,
  check: { accountsChecked: number; entriesChecked: number; differences: number; details: string },
): Promise<LedgerCheckRow> {
  return db.insertInto('ledgerChecks').values(check).returningAll().executeTakeFirstOrThrow();
}

export function latestCheck(db: Executor): Promise<LedgerCheckRow | undefined> {
  return db
    .selectFrom('ledgerChecks')
    .selectAll()
    .orderBy('checkedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
