import { createProject, createUser } from '@coinvest/db/testing';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postPaymentReceived, reverseEntry } from '../src/features/ledger/ledger-movements';
import { startTestApi, type TestApi } from './helpers';

/**
 * Random sequences of payments received and reversals, posted through the ledger's own
 * movements on the real database: whatever the order, every entry balances, each currency's
 * balances sum to zero, and each project's escrow holds what came in minus what was reversed.
 */

let api: TestApi;
let investorIds: number[];
let projectIds: number[];

beforeAll(async () => {
  api = await startTestApi();
  investorIds = await Promise.all([1, 2, 3].map(async () => (await createUser(api.db)).id));
  projectIds = await Promise.all([1, 2, 3].map(async () => (await createProject(api.db)).id));
});
afterAll(async () => api.close());

const currency = fc.constantFrom('USD' as const, 'GHS' as const);
const step = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('payment' as const),
      investor: fc.nat({ max: 2 }),
      project: fc.nat({ max: 2 }),
      currency,
      via: fc.constantFrom('provider' as const, 'bank' as const),
      // Up to ten million in major units, and the odd single minor unit.
      amountMinor: fc.bigInt({ min: 1n, max: 1_000_000_000n }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reversal' as const), pick: fc.nat() }) },
);

/** What each project's escrow should hold, by `${projectId}:${currency}`, over every run. */
const expectedEscrow = new Map<string, bigint>();
/** Payment entries not reversed yet, with what reversing one takes off its escrow. */
const reversible: { entryId: string; key: string; amountMinor: bigint }[] = [];

async function ledgerFacts() {
  const unbalanced = await sql<{ entryId: string }>`
    select e.id as "entryId" from ledger_entries e left join ledger_postings p on p.entry_id = e.id
    group by e.id, p.currency having coalesce(sum(p.amount_minor), 0) <> 0 or count(p.id) < 2`.execute(
    api.db,
  );
  const currencyTotals = await sql<{ currency: string; total: string }>`
    select currency, sum(amount_minor)::text as total from ledger_postings group by currency`.execute(
    api.db,
  );
  const escrows = await sql<{ projectId: number; currency: string; balance: string }>`
    select a.project_id as "projectId", a.currency, coalesce(sum(p.amount_minor), 0)::text as balance
    from ledger_accounts a left join ledger_postings p on p.account_id = a.id
    where a.kind = 'project_escrow' group by a.id`.execute(api.db);
  return {
    unbalanced: unbalanced.rows.map((row) => row.entryId),
    currencyTotals: currencyTotals.rows.filter((row) => row.total !== '0'),
    escrow: new Map(
      escrows.rows.map((row) => [`${row.projectId}:${row.currency}`, -BigInt(row.balance)]),
    ),
  };
}

it('keeps every entry and every currency balanced, and escrow equal to received minus reversed', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
      for (const next of steps) {
        if (next.kind === 'payment') {
          const projectId = projectIds[next.project]!;
          const entry = await api.db.transaction().execute((trx) =>
            postPaymentReceived(trx, {
              cause: { type: 'payment', id: `property-${reversible.length}` },
              userId: investorIds[next.investor]!,
              projectId,
              amountMinor: next.amountMinor,
              currency: next.currency,
              via: next.via,
            }),
          );
          const key = `${projectId}:${next.currency}`;
          expectedEscrow.set(key, (expectedEscrow.get(key) ?? 0n) + next.amountMinor);
          reversible.push({ entryId: entry.id, key, amountMinor: next.amountMinor });
        } else if (reversible.length > 0) {
          const [reversed] = reversible.splice(next.pick % reversible.length, 1);
          await api.db
            .transaction()
            .execute((trx) =>
              reverseEntry(trx, reversed!.entryId, { type: 'reversal', id: reversed!.entryId }),
            );
          expectedEscrow.set(
            reversed!.key,
            (expectedEscrow.get(reversed!.key) ?? 0n) - reversed!.amountMinor,
          );
        }
      }
      const facts = await ledgerFacts();
      expect(facts.unbalanced).toEqual([]);
      expect(facts.currencyTotals).toEqual([]);
      for (const [key, amount] of expectedEscrow) expect(facts.escrow.get(key)).toBe(amount);
    }),
    { numRuns: 30 },
  );
});
