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
  },
  { commonResponses: commonErrorResponses },
);
