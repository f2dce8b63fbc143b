import { createProject } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotification } from '../src/features/notifications/create-notifications';
import { signedInAdmin, signedInUser, type Caller } from './admin-fixtures';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function notify(userId: number, title: string, createdAt?: string) {
  const row = await createNotification(api.db, { userId, title, message: `${title} message` });
  if (createdAt) {
    await api.db
      .updateTable('notifications')
      .set({ createdAt: new Date(createdAt) })
      .where('id', '=', row.id)
      .execute();
  }
  return row;
}

const list = (caller: Caller, userId: number, query: { page?: number; pageSize?: number } = {}) =>
  caller.client.notifications.listNotifications({ params: { userId: String(userId) }, query });

const unread = (caller: Caller, userId: number) =>
  caller.client.notifications.getUnreadCount({ params: { userId: String(userId) } });

describe('GET /api/notifications/{userId}', () => {
  it("lists the caller's own notifications newest first, in pages", async () => {
    const caller = await signedInUser(api);
    const project = await createProject(api.db);
    const oldest = await notify(caller.user.id, 'Oldest', '2026-01-01T00:00:00Z');
    const newest = await notify(caller.user.id, 'Newest', '2026-03-01T00:00:00Z');
    const middle = await createNotification(api.db, {
      userId: caller.user.id,
      projectId: project.id,
      title: 'Middle',
      message: 'Roof on',
      type: 'milestone',
    });
    await api.db
      .updateTable('notifications')
      .set({ createdAt: new Date('2026-02-01T00:00:00Z') })
      .where('id', '=', middle.id)
      .execute();
    await notify((await signedInUser(api)).user.id, 'Someone else');

    const first = await list(caller, caller.user.id, { pageSize: 2 });
    expect(first.status).toBe(200);
    if (first.status !== 200) return;
    expect(first.body.total).toBe(3);
    expect(first.body.items.map((item) => item.id)).toEqual([newest.id, middle.id]);
    expect(first.body.items[1]).toEqual({
      id: middle.id,
      title: 'Middle',
      message: 'Roof on',
      type: 'milestone',
      kind: null,
      projectId: project.id,
      isRead: false,
      createdAt: '2026-02-01T00:00:00.000Z',
    });
    const second = await list(caller, caller.user.id, { page: 2, pageSize: 2 });
    expect(second.status === 200 && second.body.items.map((item) => item.id)).toEqual([oldest.id]);
  });

  it("refuses another user's list with 403, a visitor with 401, the admin may read it", async () => {
    const owner = await signedInUser(api);
    const other = await signedInUser(api);
    await notify(owner.user.id, 'Private');

    const refused = await list(other, owner.user.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: 'You can only see your own notifications' });
    expect((await unread(other, owner.user.id)).status).toBe(403);

    const visitor = await api.client.notifications.listNotifications({
      params: { userId: String(owner.user.id) },
      query: {},
    });
    expect(visitor.status).toBe(401);

    const admin = await signedInAdmin(api);
    const read = await list(admin, owner.user.id);
    expect(read.status === 200 && read.body.items.map((item) => item.title)).toEqual(['Private']);
  });

  it('answers 400 for a user id or page that is not a number', async () => {
    const caller = await signedInUser(api);
    const response = await caller.client.notifications.listNotifications({
      params: { userId: 'me' },
      query: {},
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      issues: [{ path: 'userId', message: 'User id must be a whole number' }],
    });
    expect((await list(caller, caller.user.id, { pageSize: 500 })).status).toBe(400);
  });
});

describe('unread count and PUT /api/notifications/{id}/read', () => {
  it('counts unread notifications, and marking one read lowers the count once', async () => {
    const caller = await signedInUser(api);
    const first = await notify(caller.user.id, 'First');
    await notify(caller.user.id, 'Second');
    expect((await unread(caller, caller.user.id)).body).toEqual({ count: 2 });

    const marked = await caller.client.notifications.markNotificationRead({
      params: { id: String(first.id) },
      body: {},
    });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ id: first.id, isRead: true });
    expect((await unread(caller, caller.user.id)).body).toEqual({ count: 1 });

    const again = await caller.client.notifications.markNotificationRead({
      params: { id: String(first.id) },
      body: {},
    });
    expect(again.status).toBe(200);
    expect((await unread(caller, caller.user.id)).body).toEqual({ count: 1 });
    const listed = await list(caller, caller.user.id);
    expect(
      listed.status === 200 && listed.body.items.map((item) => [item.title, item.isRead]),
    ).toEqual([
      ['Second', false],
      ['First', true],
    ]);
  });

  it("refuses to mark someone else's notification (the admin too) and leaves it unread", async () => {
    const owner = await signedInUser(api);
    const notification = await notify(owner.user.id, 'Mine');
    for (const intruder of [await signedInUser(api), await signedInAdmin(api)]) {
      const response = await intruder.client.notifications.markNotificationRead({
        params: { id: String(notification.id) },
        body: {},
      });
      expect(response.status).toBe(403);
    }
    const visitor = await api.client.notifications.markNotificationRead({
      params: { id: String(notification.id) },
      body: {},
    });
    expect(visitor.status).toBe(401);
    expect((await unread(owner, owner.user.id)).body).toEqual({ count: 1 });
  });

  it('answers 404 for an unknown notification', async () => {
    const caller = await signedInUser(api);
    for (const id of ['999999999', '2147483647']) {
      const response = await caller.client.notifications.markNotificationRead({
        params: { id },
        body: {},
      });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ message: 'Notification not found' });
    }
  });
});
