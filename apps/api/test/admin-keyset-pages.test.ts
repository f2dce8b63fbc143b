import type { TAdminKeysetPage } from '@coinvest/contract';
import { createInvestment, createProject, createUnit } from '@coinvest/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, type Caller } from './admin-fixtures';
import { startTestApi, type TestApi } from './helpers';

// The long admin lists (units, payments, audit) are read in keyset pages: following nextCursor
// from the first page gives every row once, in the list's order, even when rows share a
// timestamp to the millisecond, and a cursor the API did not give out is a 400.

let api: TestApi;
let admin: Caller;

beforeAll(async () => {
  api = await startTestApi();
  admin = await signedInAdmin(api);
});
afterAll(() => api.close());

/** Every page from the first, following nextCursor; fails on a page that is not a 200. */
async function walk<Item>(
  read: (cursor: string | undefined) => Promise<{ status: number; body: unknown }>,
): Promise<{ pages: TAdminKeysetPage<Item>[]; items: Item[] }> {
  const pages: TAdminKeysetPage<Item>[] = [];
  let cursor: string | undefined;
  do {
    const response = await read(cursor);
    expect(response.status).toBe(200);
    const page = response.body as TAdminKeysetPage<Item>;
    pages.push(page);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && pages.length < 50);
  return { pages, items: pages.flatMap((page) => page.items) };
}

/** Instants inside one millisecond, apart only in their microseconds. */
const SAME_MILLISECOND = ['2030-05-01 10:00:00.000400+00', '2030-05-01 10:00:00.000100+00'];

describe('keyset pages of the admin lists', () => {
  it("walks a project's units by number, searched too, each unit once", async () => {
    const project = await createProject(api.db);
    const numbers = ['A-01', 'A-02', 'A-03', 'B-01', 'B-02', 'B-03', 'C-01'];
    for (const unitNumber of [...numbers].reverse()) {
      await createUnit(api.db, { projectId: project.id, unitNumber });
    }
    const read = (query: { q?: string }) => (cursor: string | undefined) =>
      admin.client.adminUnits.listAdminProjectUnits({
        params: { id: String(project.id) },
        query: { ...query, pageSize: 3, ...(cursor ? { cursor } : {}) },
      });

    const all = await walk<{ unitNumber: string }>(read({}));
    expect(all.items.map((unit) => unit.unitNumber)).toEqual(numbers);
    expect(all.pages.map((page) => page.items.length)).toEqual([3, 3, 1]);
    expect(all.pages.map((page) => page.total)).toEqual([7, 7, 7]);
    expect(all.pages.at(-1)?.nextCursor).toBeNull();

    const searched = await walk<{ unitNumber: string }>(read({ q: 'B-' }));
    expect(searched.items.map((unit) => unit.unitNumber)).toEqual(['B-01', 'B-02', 'B-03']);
    expect(searched.pages).toHaveLength(1);
  });

  it('walks the payments newest first, investments of one instant each once', async () => {
    const project = await createProject(api.db);
    const unit = await createUnit(api.db, { projectId: project.id, price: '900000.00' });
    const ids: number[] = [];
    for (const createdAt of [...SAME_MILLISECOND, ...SAME_MILLISECOND, SAME_MILLISECOND[0]]) {
      const investment = await createInvestment(api.db, {
        unitId: unit.id,
        status: 'cancelled',
        amount: '1000.00',
      });
      await sql`update investments set created_at = ${createdAt}::timestamptz
        where id = ${investment.id}`.execute(api.db);
      ids.push(investment.id);
    }
    // Newest first (.000400 before .000100), the larger id first within one instant.
    const expected = [ids[4], ids[2], ids[0], ids[3], ids[1]];

    const listed = await walk<{ id: number }>((cursor) =>
      admin.client.adminInvestments.listInvestments({
        query: { status: 'cancelled', pageSize: 2, ...(cursor ? { cursor } : {}) },
      }),
    );
    expect(listed.items.map((item) => item.id)).toEqual(expected);
    expect(listed.pages.map((page) => page.total)).toEqual([5, 5, 5]);
  });

  it('walks the audit trail newest first, of one entity and whole, each record once', async () => {
    const entityId = 'keyset-walk';
    const inserted = [];
    for (const createdAt of [...SAME_MILLISECOND, ...SAME_MILLISECOND]) {
      inserted.push(
        await api.db
          .insertInto('auditLog')
          .values({
            action: 'project.update',
            entityType: 'project',
            entityId,
            createdAt: sql<Date>`${createdAt}::timestamptz`,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    }
    const ids = inserted.map((row) => row.id);
    const expected = [ids[2], ids[0], ids[3], ids[1]];

    const ofEntity = await walk<{ id: string }>((cursor) =>
      admin.client.auditLog.listAuditLog({
        query: { entityType: 'project', entityId, pageSize: 3, ...(cursor ? { cursor } : {}) },
      }),
    );
    expect(ofEntity.items.map((entry) => entry.id)).toEqual(expected);
    expect(ofEntity.pages.map((page) => page.items.length)).toEqual([3, 1]);

    // These are the newest records of the whole trail too, and no page repeats one.
    const whole = await walk<{ id: string }>((cursor) =>
      admin.client.auditLog.listAuditLog({ query: { pageSize: 1, ...(cursor ? { cursor } : {}) } }),
    );
    expect(whole.items.slice(0, 4).map((entry) => entry.id)).toEqual(expected);
    expect(new Set(whole.items.map((entry) => entry.id)).size).toBe(whole.items.length);
    expect(whole.items).toHaveLength(whole.pages[0]?.total ?? -1);
  });

  it('answers 400 with a message for a cursor it did not give out', async () => {
    const project = await createProject(api.db);
    const forged = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');
    const message = 'This page link is not valid; start again from the first page';
    const answers = [
      await admin.client.adminUnits.listAdminProjectUnits({
        params: { id: String(project.id) },
        query: { cursor: 'not a cursor' },
      }),
      await admin.client.adminUnits.listAdminProjectUnits({
        params: { id: String(project.id) },
        query: { cursor: forged(['A-1', 99_999_999_999]) },
      }),
      await admin.client.adminInvestments.listInvestments({
        query: { cursor: forged(['2030-02-30T10:00:00.000000Z', 1]) },
      }),
      await admin.client.auditLog.listAuditLog({ query: { cursor: forged({ id: 1 }) } }),
      await admin.client.auditLog.listAuditLog({
        query: { cursor: forged(['2030-05-01T10:00:00.000000Z', "1'; drop table audit_log"]) },
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message });
    }
  });
});
