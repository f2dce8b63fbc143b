import {
  NOTIFICATION_TEXTS,
  renderNotificationText,
  SOCKET_CLOSE,
  type TSocketServerMessage,
} from '@coinvest/contract';
import { createInvestment, createProject } from '@coinvest/db/testing';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  createNotification,
  createNotifications,
} from '../src/features/notifications/create-notifications';
import {
  NOTIFICATIONS_CHANNEL,
  SIGNAL_CHUNK,
} from '../src/features/notifications/notifications.repository';
import { signedInAdmin, signedInUser, type Caller } from './admin-fixtures';
import { mailboxEmails, startTestApi, type TestApi } from './helpers';
import { authenticatedSocket, openSocket, settle, type TestSocket } from './socket-client';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const isNotificationTitled = (title: string) => (message: TSocketServerMessage) =>
  message.type === 'notification' && message.data.title === title;

describe('WebSocket /ws', () => {
  it('refuses a bad token by closing with a reason', async () => {
    const socket = await openSocket(api.baseUrl);
    socket.send({ type: 'auth', token: 'not-a-token' });
    expect(await socket.closed).toEqual(SOCKET_CLOSE.authFailed);
    expect(socket.messages).toEqual([]);
  });

  it('refuses the token of a session that was signed out', async () => {
    const caller = await signedInUser(api);
    await caller.client.auth.logout({ body: {} });
    const socket = await openSocket(api.baseUrl);
    socket.send({ type: 'auth', token: caller.token });
    expect(await socket.closed).toEqual(SOCKET_CLOSE.authFailed);
  });

  it('closes a socket whose first message is not an auth message (a bare userId is not enough)', async () => {
    const caller = await signedInUser(api);
    const socket = await openSocket(api.baseUrl);
    socket.send({ type: 'auth', userId: caller.user.id });
    expect(await socket.closed).toEqual(SOCKET_CLOSE.badMessage);
  });

  it('sends each notification to its own user only, with what the bell shows', async () => {
    const alice = await signedInUser(api);
    const bob = await signedInUser(api);
    const aliceSocket = await authenticatedSocket(api.baseUrl, alice.token);
    const bobSocket = await authenticatedSocket(api.baseUrl, bob.token);

    const row = await api.db.transaction().execute((trx) =>
      createNotification(trx, {
        userId: alice.user.id,
        title: 'For Alice',
        message: 'Only Alice reads this',
        type: 'alert',
      }),
    );
    const received = await aliceSocket.waitFor(isNotificationTitled('For Alice'));
    expect(received).toEqual({
      type: 'notification',
      data: {
        id: row.id,
        title: 'For Alice',
        message: 'Only Alice reads this',
        type: 'alert',
        kind: null,
        projectId: null,
        isRead: false,
        createdAt: row.createdAt.toISOString(),
      },
    });
    await settle();
    expect(bobSocket.messages).toEqual([{ type: 'auth_success' }]);
    aliceSocket.close();
    bobSocket.close();
  });

  it('sends nothing for a notification whose transaction rolled back', async () => {
    const caller = await signedInUser(api);
    const socket = await authenticatedSocket(api.baseUrl, caller.token);
    await expect(
      api.db.transaction().execute(async (trx) => {
        await createNotification(trx, { userId: caller.user.id, title: 'Undone', message: 'x' });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    await createNotification(api.db, { userId: caller.user.id, title: 'Done', message: 'y' });
    await socket.waitFor(isNotificationTitled('Done'));
    expect(socket.messages.some(isNotificationTitled('Undone'))).toBe(false);
    socket.close();
  });
});

describe('two API instances on one database', () => {
  let second: FastifyInstance;
  let secondUrl: string;
  beforeAll(async () => {
    second = await buildApp({ config: api.config, db: api.db });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('not listening');
    secondUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => second.close());

  it('delivers a notification written through instance A to the socket held by instance B', async () => {
    const admin = await signedInAdmin(api);
    const investor = await signedInUser(api);
    const project = await createProject(api.db);
    await createInvestment(api.db, { userId: investor.user.id, projectId: project.id });
    // The investor's socket is on B; the admin posts through A.
    const socketOnB = await authenticatedSocket(secondUrl, investor.token);
    const socketOnA = await authenticatedSocket(api.baseUrl, investor.token);

    const posted = await admin.client.projectUpdates.postProjectUpdate({
      params: { id: String(project.id) },
      body: {
        title: 'Roof completed',
        description: 'The roof is on.',
        progressPercentage: 80,
        updateType: 'milestone',
      },
    });
    expect(posted.status).toBe(201);
    const title = `${project.title}: Roof completed`;
    const onB = await socketOnB.waitFor(isNotificationTitled(title));
    expect(onB).toMatchObject({
      type: 'notification',
      data: { message: 'The roof is on.', type: 'milestone', projectId: project.id },
    });
    await socketOnA.waitFor(isNotificationTitled(title));
    socketOnA.close();
    socketOnB.close();
  });
});

describe('socket upkeep (short timings)', () => {
  let quick: FastifyInstance;
  let quickUrl: string;
  beforeAll(async () => {
    quick = await buildApp({
      config: api.config,
      db: api.db,
      // Short enough for a quick test, long enough that a loaded machine's pauses are not
      // taken for a silent peer.
      realtime: { authTimeoutMs: 1_000, heartbeatMs: 1_000 },
    });
    await quick.listen({ port: 0, host: '127.0.0.1' });
    const address = quick.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('not listening');
    quickUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => quick.close());

  it('closes a socket that does not authenticate in time', async () => {
    const socket = await openSocket(quickUrl);
    expect(await socket.closed).toEqual(SOCKET_CLOSE.authTimeout);
  });

  it('keeps a socket that answers pings, and drops one that stopped answering', async () => {
    const caller = await signedInUser(api);
    const alive = await authenticatedSocket(quickUrl, caller.token);
    const dead = await authenticatedSocket(quickUrl, caller.token, { answerPings: false });
    const dropped = await dead.closed;
    expect(dropped.code).toBe(1006);
    await createNotification(api.db, { userId: caller.user.id, title: 'Still here', message: '.' });
    await alive.waitFor(isNotificationTitled('Still here'));
    alive.close();
  });

  it("closes the socket of an admin whose session went idle too long, not an investor's", async () => {
    const admin = await signedInAdmin(api);
    const investor = await signedInUser(api);
    const adminSocket = await authenticatedSocket(quickUrl, admin.token);
    const investorSocket = await authenticatedSocket(quickUrl, investor.token);
    const idleSince = new Date(Date.now() - 31 * 60_000);
    for (const { token } of [admin, investor]) {
      const sid = api.app.jwt.decode<{ sid: string }>(token)?.sid ?? '';
      await api.db
        .updateTable('sessions')
        .set({ lastSeenAt: idleSince })
        .where('id', '=', sid)
        .execute();
    }

    expect(await adminSocket.closed).toEqual(SOCKET_CLOSE.authFailed);
    await createNotification(api.db, {
      userId: investor.user.id,
      title: 'Still open',
      message: '.',
    });
    await investorSocket.waitFor(isNotificationTitled('Still open'));
    investorSocket.close();
  });

  it('closes the socket of a session that signs out', async () => {
    const caller = await signedInUser(api);
    const socket = await authenticatedSocket(quickUrl, caller.token);
    await caller.client.auth.logout({ body: {} });
    expect(await socket.closed).toEqual(SOCKET_CLOSE.authFailed);
  });
});

describe('one event to many users', () => {
  /** Every payload NOTIFYed on the notifications channel while `write` runs and commits. */
  async function signalsOf(write: () => Promise<unknown>): Promise<string[]> {
    const listener = new pg.Client({ connectionString: api.config.database.url });
    await listener.connect();
    const payloads: string[] = [];
    listener.on('notification', (message) => payloads.push(message.payload ?? ''));
    await listener.query(`LISTEN ${NOTIFICATIONS_CHANNEL}`);
    try {
      await write();
      // A round trip after the commit: the signals, sent at commit, have arrived before it.
      await listener.query('select 1');
      return payloads;
    } finally {
      await listener.end();
    }
  }

  it("signals a shared text per 250 rows and sends each socket its own row once, in its reader's language", async () => {
    const first = await signedInUser(api);
    const crowd = await api.db
      .insertInto('users')
      .values(
        Array.from({ length: SIGNAL_CHUNK + 5 }, (_, index) => ({
          username: `crowd_${first.user.id}_${index}`,
          email: `crowd_${first.user.id}_${index}@example.com`,
          firstName: 'Crowd',
          lastName: 'Member',
          password: 'never-signs-in',
        })),
      )
      .returning('id')
      .execute();
    const french = await signedInUser(api);
    const offInApp = await signedInUser(api);
    await french.client.users.updateMyPreferences({ body: { language: 'fr' } });
    await offInApp.client.notifications.updateMyNotificationPreferences({
      body: { projectUpdate: { inApp: false, email: true } },
    });
    const sockets = await Promise.all(
      [first, french, offInApp].map((caller) => authenticatedSocket(api.baseUrl, caller.token)),
    );
    const project = await createProject(api.db, { title: 'Osu Gardens' });
    const values = { projectTitle: 'Osu Gardens', updateTitle: 'Roof on' };
    const userIds = [
      first.user.id,
      ...crowd.map((row) => row.id),
      french.user.id,
      offInApp.user.id,
    ];

    const signals = await signalsOf(() =>
      api.db.transaction().execute((trx) =>
        createNotifications(trx, userIds, {
          projectId: project.id,
          ...NOTIFICATION_TEXTS.updateVerified(values),
        }),
      ),
    );
    // 257 rows (the one who turned it off in the app has none): 250 + 7, not 257 signals.
    expect(signals).toHaveLength(2);
    expect(signals.every((payload) => payload.length < 8000)).toBe(true);

    const rows = await api.db
      .selectFrom('notifications')
      .select(['id', 'userId'])
      .where('projectId', '=', project.id)
      .execute();
    expect(rows).toHaveLength(userIds.length - 1);
    const rowOf = (caller: Caller) => rows.find((row) => row.userId === caller.user.id)?.id;

    const [firstSocket, frenchSocket, offSocket] = sockets as [TestSocket, TestSocket, TestSocket];
    const english = renderNotificationText('updateVerified', values, 'en');
    expect(await firstSocket.waitFor((message) => message.type === 'notification')).toMatchObject({
      data: {
        id: rowOf(first),
        title: english.title,
        kind: 'projectUpdate',
        projectId: project.id,
      },
    });
    expect(await frenchSocket.waitFor((message) => message.type === 'notification')).toMatchObject({
      data: {
        id: rowOf(french),
        title: renderNotificationText('updateVerified', values, 'fr').title,
      },
    });
    await settle();
    for (const socket of sockets) {
      expect(socket.messages.filter((message) => message.type === 'notification').length).toBe(
        socket === offSocket ? 0 : 1,
      );
      socket.close();
    }
    // The e-mail copy goes to the one who asked for it, and to nobody else the event reached.
    await api.app.notificationMailer.run();
    await api.app.email.settled();
    const recipients = new Set([
      ...[first, french, offInApp].map((caller) => caller.user.email),
      ...crowd.map((_, index) => `crowd_${first.user.id}_${index}@example.com`),
    ]);
    const mailed = (await mailboxEmails(api.mailDir)).filter((mail) => recipients.has(mail.to));
    expect(mailed.map((mail) => mail.to)).toEqual([offInApp.user.email]);
  });
});
