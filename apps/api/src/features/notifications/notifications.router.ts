import { contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { s } from '../../lib/ts-rest';
import { requireUser } from '../../lib/access/request-user';
import { listNotifications, markRead, unreadCount } from './notification-inbox.service';
import {
  getNotificationPreferences,
  updateNotificationPreferences,
} from './notification-preferences.service';

export function notificationsRouter(app: FastifyInstance) {
  // The session is checked before the request is read: a visitor gets 401 whatever they send.
  const hooks = { onRequest: [app.authenticate] };
  return s.router(contract.notifications, {
    listNotifications: {
      hooks,
      handler: async ({ params, query, request }) => ({
        status: 200,
        body: await listNotifications(app, requireUser(request), params.userId, query),
      }),
    },
    getUnreadCount: {
      hooks,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await unreadCount(app, requireUser(request), params.userId),
      }),
    },
    markNotificationRead: {
      hooks,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await markRead(app, requireUser(request), params.id),
      }),
    },
    getMyNotificationPreferences: {
      hooks,
      handler: async ({ request }) => ({
        status: 200,
        body: await getNotificationPreferences(app, requireUser(request)),
      }),
    },
    updateMyNotificationPreferences: {
      hooks,
      handler: async ({ body, request }) => ({
        status: 200,
        body: await updateNotificationPreferences(app, requireUser(request), body),
      }),
    },
  });
}
