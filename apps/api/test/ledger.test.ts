import type { TLedgerAccount } from '@coinvest/contract';
import { Decimal } from '@coinvest/contract/decimal';
import { createProject, createUser } from '@coinvest/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECONCILE_LEDGER } from '../src/features/ledger/ledger.plugin';
import { postPaymentReceived, reverseEntry } from '../src/features/ledger/ledger-movements';
import { entriesBetween } from '../src/features/ledger/ledger.repository';
import { addJob } from '../src/lib/jobs/jobs.repository';
import { signedInAdmin, signedInUser, type Caller } from './admin-fixtures';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
let admin: Caller;

beforeAll(async () => {
  api = await startTestApi();
  admin = await signedInAdmin(api);
});
afterAll(async () => api.close());

async function accounts() {
  const response = await admin.client.adminLedger.listLedgerAccounts();
  if (response.status !== 200) throw new Error(`The accounts route answered ${response.status}`);
  return response.body;
}

function balanceOf(items: TLedgerAccount[], name: string): string | undefined {
  return items.find((account) => account.name === name)?.balance;
}

/** Each currency's balances added up, exactly. */
function totalsByCurrency(items: TLedgerAccount[]): Record<string, string> {
  const totals: Record<string, Decimal> = {};
  for (const account of items) {
    totals[account.currency] = (totals[account.currency] ?? new Decimal(0)).plus(account.balance);
  }
  return Object.fromEntries(Object.entries(totals).map(([c, total]) => [c, total.toFixed(2)]));
}

async function paymentOf(amountMinor: bigint, currency: 'USD' | 'GHS', via: 'provider' | 'bank') {
  const investor = await createUser(api.db);
  const project = await createProject(api.db);
  const entry = await api.db.transaction().execute((trx) =>
    postPaymentReceived(trx, {
      cause: { type: 'payment', id: 1 },
      userId: investor.id,
      projectId: project.id,
      amountMinor,
      currency,
      via,
    }),
  );
  return { investor, project, entry };
}

async function twoAccounts() {
  const [clearing, fees] = await Promise.all(
    ['provider_clearing', 'platform_fees'].map((kind) =>
      api.db
        .insertInto('ledgerAccounts')
        .values({ key: `${kind}:GHS`, kind: kind as 'platform_fees', currency: 'GHS' })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ currency: 'GHS' }))
        .returning('id')
        .executeTakeFirstOrThrow(),
    ),
  );
  return { clearingId: clearing!.id, feesId: fees!.id };
}

const entryCount = async () =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from ledger_entries`.execute(api.db)).rows[0]?.n,
  );

describe('the ledger in the database', () => {
  it('refuses at commit an entry whose postings do not sum to zero, or that has fewer than two', async () => {
    const { clearingId, feesId } = await twoAccounts();
    const before = await entryCount();
    const post = (lines: [number, number][]) =>
      api.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ id: string }>`insert into ledger_entries (cause_type, cause_id)
          values ('payment', '1') returning id`.execute(trx);
        for (const [accountId, amount] of lines) {
          await sql`insert into ledger_postings (entry_id, account_id, currency, amount_minor)
            values (${rows[0]?.id}, ${accountId}, 'GHS', ${amount})`.execute(trx);
        }
      });

    await expect(
      post([
        [clearingId, 1000],
        [feesId, -999],
      ]),
    ).rejects.toThrow(/does not balance/);
    await expect(post([[clearingId, 1000]])).rejects.toThrow(/needs two or more/);
    await expect(post([])).rejects.toThrow(/needs two or more/);
    expect(await entryCount()).toBe(before);

    await post([
      [clearingId, 1000],
      [feesId, -1000],
    ]);
    expect(await entryCount()).toBe(before + 1);

    // A line added later to a posted entry unbalances it: refused as well.
    const { rows } = await sql<{ id: string }>`select max(id) as id from ledger_entries`.execute(
      api.db,
    );
    await expect(
      api.db.transaction().execute(async (trx) => {
        await sql`insert into ledger_postings (entry_id, account_id, currency, amount_minor)
          values (${rows[0]?.id}, ${clearingId}, 'GHS', 1)`.execute(trx);
      }),
    ).rejects.toThrow(/does not balance/);
  });

  it('refuses a posting in a currency other than its account’s', async () => {
    const { clearingId, feesId } = await twoAccounts();
    await expect(
      api.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ id: string }>`insert into ledger_entries (cause_type, cause_id)
          values ('payment', '1') returning id`.execute(trx);
        await sql`insert into ledger_postings (entry_id, account_id, currency, amount_minor)
          values (${rows[0]?.id}, ${clearingId}, 'USD', 500), (${rows[0]?.id}, ${feesId}, 'USD', -500)`.execute(
          trx,
        );
      }),
    ).rejects.toThrow(/foreign key/);
  });

  it('refuses to change, delete or truncate what was posted: a correction is a reversing entry', async () => {
    const { entry } = await paymentOf(2500n, 'USD', 'bank');
    const attempts = [
      sql`update ledger_postings set amount_minor = amount_minor * 2 where entry_id = ${entry.id}`,
      sql`delete from ledger_postings where entry_id = ${entry.id}`,
      sql`update ledger_entries set memo = 'edited' where id = ${entry.id}`,
      sql`delete from ledger_entries where id = ${entry.id}`,
      sql`truncate ledger_postings`,
      sql`truncate ledger_entries cascade`,
    ];
    for (const attempt of attempts) {
      await expect(attempt.execute(api.db)).rejects.toThrow(/append-only/);
    }
    const postings = await api.db
      .selectFrom('ledgerPostings')
      .select('amountMinor')
      .where('entryId', '=', entry.id)
      .orderBy('amountMinor')
      .execute();
    expect(postings.map((posting) => posting.amountMinor)).toEqual(['-2500', '2500']);
  });

  it('a reversal brings the balances it touched back to zero, once', async () => {
    const { project, entry } = await paymentOf(1250n, 'GHS', 'provider');
    const escrow = `project:${project.id}:escrow:GHS`;
    expect(balanceOf((await accounts()).items, escrow)).toBe('-12.50');

    const reversal = await api.db
      .transaction()
      .execute((trx) => reverseEntry(trx, entry.id, { type: 'reversal', id: entry.id }));
    expect(reversal.reversesEntryId).toBe(entry.id);
    expect(balanceOf((await accounts()).items, escrow)).toBe('0.00');

    await expect(
      api.db
        .transaction()
        .execute((trx) => reverseEntry(trx, entry.id, { type: 'reversal', id: entry.id })),
    ).rejects.toThrow(/already_reversed/);
  });
});

describe('entries for a date range', () => {
  it('lists the entries posted in the range, oldest first, each with its postings', async () => {
    const from = new Date();
    const { project, entry } = await paymentOf(4200n, 'USD', 'provider');
    const entries = await entriesBetween(api.db, from, new Date(Date.now() + 60_000));
    const listed = entries.find((candidate) => candidate.id === entry.id);
    expect(listed?.causeType).toBe('payment');
    expect(listed?.postings.map((posting) => [posting.key, posting.amountMinor]).sort()).toEqual([
      [`project:${project.id}:escrow:USD`, '-4200'],
      ['provider_clearing:USD', '4200'],
    ]);
    expect(await entriesBetween(api.db, new Date(0), from)).not.toContainEqual(
      expect.objectContaining({ id: entry.id }),
    );
  });
});

describe('GET /api/secure-admin/ledger/accounts', () => {
  it('lists every account with its signed balance; each currency sums to zero', async () => {
    const usd = await paymentOf(10_050n, 'USD', 'provider');
    await paymentOf(99n, 'USD', 'bank');
    const ghs = await paymentOf(123_456_789n, 'GHS', 'provider');

    const { items } = await accounts();
    expect(totalsByCurrency(items)).toEqual({ GHS: '0.00', USD: '0.00' });
    const usdEscrow = items.find(
      (account) => account.name === `project:${usd.project.id}:escrow:USD`,
    );
    expect(usdEscrow).toMatchObject({
      kind: 'project_escrow',
      currency: 'USD',
      projectId: usd.project.id,
      userId: null,
      balance: '-100.50',
    });
    expect(balanceOf(items, `project:${ghs.project.id}:escrow:GHS`)).toBe('-1234567.89');
    expect(items.find((account) => account.name === 'provider_clearing:USD')).toMatchObject({
      kind: 'provider_clearing',
      projectId: null,
    });
  });

  it('is the admin’s only', async () => {
    const investor = await signedInUser(api);
    expect((await investor.client.adminLedger.listLedgerAccounts()).status).toBe(403);
    expect((await api.client.adminLedger.listLedgerAccounts()).status).toBe(401);
  });
});

describe('the daily reconciliation', () => {
  async function reconcile() {
    await addJob(api.db, RECONCILE_LEDGER, {});
    await api.app.jobs.settled([RECONCILE_LEDGER]);
    return (await accounts()).lastCheck;
  }

  it('finds no difference in a ledger kept by its rules, and shows when it checked', async () => {
    await paymentOf(700n, 'GHS', 'provider');
    const startedAt = new Date();
    const check = await reconcile();
    expect(check?.differences).toBe(0);
    expect(new Date(check?.checkedAt ?? 0).getTime()).toBeGreaterThanOrEqual(
      startedAt.getTime() - 1000,
    );
  });

  it('reports an entry written past the database’s checks', async () => {
    const { clearingId } = await twoAccounts();
    // What only an operator bypassing the triggers (a botched restore) could write.
    await api.db.transaction().execute(async (trx) => {
      await sql`alter table ledger_postings disable trigger user`.execute(trx);
      await sql`alter table ledger_entries disable trigger user`.execute(trx);
      const { rows } = await sql<{ id: string }>`insert into ledger_entries (cause_type, cause_id)
        values ('transfer', 'hand-edit') returning id`.execute(trx);
      await sql`insert into ledger_postings (entry_id, account_id, currency, amount_minor)
        values (${rows[0]?.id}, ${clearingId}, 'GHS', 5)`.execute(trx);
      await sql`alter table ledger_postings enable trigger user`.execute(trx);
      await sql`alter table ledger_entries enable trigger user`.execute(trx);
    });
    // The entry (one posting, off by 5) and the cedi total that is no longer zero.
    expect((await reconcile())?.differences).toBe(2);
  });
});
