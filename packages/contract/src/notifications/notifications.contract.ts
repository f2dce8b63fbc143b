import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses } from '../common/error.schemas';
import {
  ZNotificationIdParamsSchema,
  ZNotificationListQuerySchema,
  ZNotificationPageSchema,
  ZNotificationSchema,
  ZNotificationUserParamsSchema,
  ZUnreadCountSchema,
} from './notifications.schemas';
import {
  ZNotificationPreferencesSchema,
  ZUpdateNotificationPreferencesBodySchema,
} from './notification-preferences.schemas';

const c = initContract();

export const notificationsContract = c.router(
  {
    listNotifications: {
      method: 'GET',
      path: '/api/notifications/:userId',
      pathParams: ZNotificationUserParamsSchema,
      query: ZNotificationListQuerySchema,
      responses: { 200: ZNotificationPageSchema },
      summary:
        "The user's notifications, newest first, in numbered pages. Signed in; only your own (the admin may read anyone's), 403 otherwise.",
    },
    getUnreadCount: {
      method: 'GET',
      path: '/api/notifications/:userId/unread-count',
      pathParams: ZNotificationUserParamsSchema,
      responses: { 200: ZUnreadCountSchema },
      summary: "How many of the user's notifications are unread. Same access as the list.",
    },
    markNotificationRead: {
      method: 'PUT',
      path: '/api/notifications/:id/read',
      pathParams: ZNotificationIdParamsSchema,
      body: z.object({}).passthrough().nullish(),
      responses: { 200: ZNotificationSchema },
      summary:
        "Marks one of your notifications read (idempotent). 404 for an unknown one, 403 for anyone else's (the admin included).",
    },
    getMyNotificationPreferences: {
      method: 'GET',
      path: '/api/users/me/notification-preferences',
      responses: { 200: ZNotificationPreferencesSchema },
      summary:
        "The signed-in user's notification choices per kind, in the app and by e-mail (defaults until changed).",
    },
    updateMyNotificationPreferences: {
      method: 'PUT',
      path: '/api/users/me/notification-preferences',
      body: ZUpdateNotificationPreferencesBodySchema,
      responses: { 200: ZNotificationPreferencesSchema },
      summary:
        "Changes the kinds named in the body (the caller's own only) and answers every kind.",
    },
  },
  { commonResponses: commonErrorResponses },
);
