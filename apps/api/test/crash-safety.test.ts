import { randomUUID } from 'node:crypto';
import {
  createAdmin,
  createKycVerification,
  createProject,
  createUnit,
  createUser,
} from '@coinvest/db/testing';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createServerDatabase,
  killServersLeft,
  SERVER_PROCESS_TEST_TIMEOUT_MS,
  startServer,
  type ServerDatabase,
} from './server-process';
import { until } from './wait';

// The real server process on a test database, killed with SIGKILL in the middle of a stream
// of investments and payment confirmations, then started again on the same database. While
// the stream runs, a transaction of this test holds the e-mail outbox's table lock, so the
// reservation outbox is stuck between a reservation's commit and its notification when the
// kill comes: what a dead process leaves there must still arrive.

const INVESTORS = 12;
const UNITS = 3;
const AMOUNT = '1000.00';
/** Acknowledged investments after which the stream is cut, with requests still in flight. */
const KILL_AFTER = 36;

let t: ServerDatabase;
beforeAll(async () => {
  t = await createServerDatabase();
});
afterAll(() => t.destroy());
afterEach(killServersLeft);

/** Settings for the stream: e-mails only logged, and no cap on one investor's reservations. */
const STREAM_ENV = {
  MAIL_DRIVER: 'log',
  MAX_PENDING_INVESTMENTS: '1000',
  MAX_PENDING_INVESTMENT_TOTAL_USD: '1000000000',
};

async function call(
  baseUrl: string,
  method: string,
  urlPath: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl}${urlPath}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function tokenOf(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await call(baseUrl, 'POST', '/api/auth/signin', { email, password });
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status}`);
  return response.body.token as string;
}

describe('an API killed mid-stream (SIGKILL) and started again', () => {
  it(
    'keeps every acknowledged write whole, every unit equal to its investments, and delivers what the outbox held',
    async () => {
      const { db } = t;
      await db
        .insertInto('paymentInstructions')
        .values({
          bankName: 'Test Escrow Bank',
          branch: 'Airport City',
          accountName: 'Coinvest Escrow',
          accountNumber: '0012345678',
          swiftCode: 'TESTGHAC',
        })
        .execute();
      const project = await createProject(db, { minInvestment: AMOUNT });
      const units = await Promise.all(
        Array.from({ length: UNITS }, () =>
          createUnit(db, {
            projectId: project.id,
            price: '100000.00',
            minInvestmentAmount: AMOUNT,
          }),
        ),
      );
      const investors = await Promise.all(
        Array.from({ length: INVESTORS }, async () => {
          const user = await createUser(db);
          await createKycVerification(db, { userId: user.id, status: 'approved' });
          return user;
        }),
      );
      const admin = await createAdmin(db);

      const first = await startServer(t, STREAM_ENV);
      const tokens = await Promise.all(
        investors.map((user) => tokenOf(first.baseUrl, user.email, user.plainPassword)),
      );
      const adminToken = await tokenOf(first.baseUrl, admin.email, admin.plainPassword);

      const acknowledged: { id: number; reference: string }[] = [];
      const confirmed: number[] = [];
      let stopped = false;
      let sent = 0;
      let holder: pg.Client | undefined;
      let killed!: () => void;
      const killedNow = new Promise<void>((resolve) => {
        killed = resolve;
      });
      const cut = () => {
        if (stopped) return;
        stopped = true;
        first.child.kill('SIGKILL');
        killed();
      };

      const invest = async (index: number) => {
        const token = tokens[index] as string;
        const userId = investors[index]?.id;
        while (!stopped) {
          const unit = units[sent++ % UNITS];
          const response = await call(
            first.baseUrl,
            'POST',
            '/api/investments',
            {
              userId,
              projectId: project.id,
              unitId: unit?.id,
              amount: AMOUNT,
              satisfactionConfirmed: true,
            },
            { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
          ).catch(() => undefined);
          if (response?.status === 201) {
            acknowledged.push({
              id: response.body.id as number,
              reference: response.body.paymentReference as string,
            });
            // Half way, the outbox's next e-mails are held back: the kill finds them unsent.
            if (acknowledged.length === KILL_AFTER / 2 && !holder) {
              holder = new pg.Client({ connectionString: t.url });
              // Ended by the test; an error after that (the database closing) changes nothing.
              holder.on('error', () => undefined);
              await holder.connect();
              await holder.query('begin');
              await holder.query('lock table email_outbox in exclusive mode');
            }
            if (acknowledged.length >= KILL_AFTER) cut();
          } else if (response && response.status !== 409) {
            throw new Error(`Investment answered ${response.status}`);
          }
        }
      };
      const confirm = async () => {
        let next = 0;
        while (!stopped) {
          const investment = acknowledged[next];
          if (!investment) {
            await new Promise((resolve) => setTimeout(resolve, 20));
            continue;
          }
          const response = await call(
            first.baseUrl,
            'PATCH',
            `/api/secure-admin/investments/${investment.id}/confirm-payment`,
            { paymentMethod: 'bank_transfer', paymentReference: `GCB-${investment.id}` },
            { authorization: `Bearer ${adminToken}` },
          ).catch(() => undefined);
          if (response?.status === 200) confirmed.push(investment.id);
          next += 2;
        }
      };
      await Promise.all([...investors.map((_, index) => invest(index)), confirm(), killedNow]);
      await first.exited;
      // The dead process's reservations whose notification it never wrote.
      const leftBehind = await db.selectFrom('reservationOutbox').select('investmentId').execute();
      await holder?.query('rollback');
      await holder?.end();
      expect(leftBehind.length).toBeGreaterThan(0);

      // An e-mail recorded but not yet handed over when the process died, as a kill right after a
      // drain's commit leaves it.
      const unsent = await db
        .insertInto('emailOutbox')
        .values({ toAddress: admin.email, subject: 'Recorded, never sent', bodyText: 'Hello' })
        .returning('id')
        .executeTakeFirstOrThrow();

      const second = await startServer(t, STREAM_ENV);
      await until(
        async () => {
          const [outbox, pendingEmails] = await Promise.all([
            db
              .selectFrom('reservationOutbox')
              .select(sql<number>`count(*)::int`.as('n'))
              .executeTakeFirstOrThrow(),
            db
              .selectFrom('emailOutbox')
              .select(sql<number>`count(*)::int`.as('n'))
              .where('status', '=', 'pending')
              .executeTakeFirstOrThrow(),
          ]);
          return outbox.n === 0 && pendingEmails.n === 0;
        },
        { intervalMs: 100 },
      );
      second.child.kill('SIGTERM');
      await second.exited;

      const investments = await db
        .selectFrom('investments')
        .select(['id', 'unitId', 'userId', 'amount', 'status', 'paymentReference'])
        .execute();
      const byId = new Map(investments.map((row) => [row.id, row]));
      // Every acknowledged write is there.
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
      for (const { id } of acknowledged) expect(byId.get(id)).toBeDefined();
      for (const id of confirmed) expect(byId.get(id)?.status).toBe('confirmed');

      // No half-written one: each investment has its answered idempotency row and each row its
      // investment.
      const keys = await db
        .selectFrom('idempotencyKeys')
        .select(['responseStatus', 'investmentRow'])
        .execute();
      const answered = keys.map((key) => ({
        status: key.responseStatus,
        id: (key.investmentRow as { id?: number } | null)?.id,
      }));
      expect(answered.every((key) => key.status === 201 && byId.has(key.id ?? 0))).toBe(true);
      expect(new Set(answered.map((key) => key.id)).size).toBe(investments.length);

      // Every unit's figures are the sum of its investments.
      for (const unit of await db
        .selectFrom('units')
        .selectAll()
        .where('projectId', '=', project.id)
        .execute()) {
        const mine = investments.filter((row) => row.unitId === unit.id);
        const sum = (status: string) =>
          mine
            .filter((row) => row.status === status)
            .reduce((total, row) => total + Number(row.amount), 0);
        expect(Number(unit.reservedAmount)).toBe(sum('pending_payment'));
        expect(Number(unit.currentInvestment)).toBe(sum('confirmed'));
      }

      // What the outbox held when the process died arrived after the restart: each investment's
      // notification (once) and its how-to-pay e-mail, handed to the mail transport.
      const notes = await db
        .selectFrom('notifications')
        .select(['userId', 'message'])
        .where('title', '=', 'Investment Submitted')
        .execute();
      const sentEmails = await db.selectFrom('emailOutbox').select(['subject', 'status']).execute();
      // A confirmation replaces the reference with the bank's. The notification names the one the
      // investment held when the outbox was drained: the one answered, or, when the drain came after
      // the confirmation (the held e-mail lock delays drains), the bank's.
      const answeredReference = new Map(acknowledged.map((ack) => [ack.id, ack.reference]));
      const naming = (references: (string | null | undefined)[]) => {
        const patterns = references
          .filter((reference): reference is string => Boolean(reference))
          .map((reference) => new RegExp(`\\b${reference.replace(/[^\w]/g, '\\$&')}\\b`));
        return (text: string) => patterns.some((pattern) => pattern.test(text));
      };
      for (const investment of investments) {
        const names = naming([answeredReference.get(investment.id), investment.paymentReference]);
        const noted = notes.filter((note) => names(note.message));
        expect(noted).toHaveLength(1);
        expect(noted[0]?.userId).toBe(investment.userId);
        const emails = sentEmails.filter((email) => names(email.subject));
        expect(emails.map((email) => email.status)).toEqual(['sent']);
      }
      expect(leftBehind.every(({ investmentId }) => byId.has(investmentId))).toBe(true);
      const redelivered = await db
        .selectFrom('emailOutbox')
        .select('status')
        .where('id', '=', unsent.id)
        .executeTakeFirstOrThrow();
      expect(redelivered.status).toBe('sent');
    },
    SERVER_PROCESS_TEST_TIMEOUT_MS,
  );
});
