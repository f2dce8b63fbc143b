import { z } from 'zod';
import { idParamSchema } from '../common/id.schemas';
import { adminPageSchema, ZAdminPageQuerySchema } from '../admin-common/admin-page.schemas';
import { ZTimestampSchema } from '../common/money-string.schemas';
import { NOTIFICATION_KINDS } from './notification-preferences.schemas';

export const NOTIFICATION_TYPES = ['milestone', 'alert', 'completion', 'other'] as const;
export const ZNotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type TNotificationType = z.infer<typeof ZNotificationTypeSchema>;

export const NOTIFICATION_MESSAGES = {
  userIdInvalid: 'User id must be a whole number',
  notificationIdInvalid: 'Notification id must be a whole number',
  notificationNotFound: 'Notification not found',
  notOwnNotifications: 'You can only see your own notifications',
} as const;

/** One message to a user: a decision, an investment event, a project update. */
export const ZNotificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  type: ZNotificationTypeSchema,
  /** What a keyed text is about; null for a project update (the admin's words) and older rows. */
  kind: z.enum(NOTIFICATION_KINDS).nullable(),
  projectId: z.number().int().nullable(),
  isRead: z.boolean(),
  createdAt: ZTimestampSchema,
});
export type TNotification = z.infer<typeof ZNotificationSchema>;

export const ZNotificationUserParamsSchema = z.object({
  userId: idParamSchema(NOTIFICATION_MESSAGES.userIdInvalid),
});

export const ZNotificationIdParamsSchema = z.object({
  id: idParamSchema(NOTIFICATION_MESSAGES.notificationIdInvalid),
});

/** ?page=&pageSize=: numbered pages, newest first. */
export const ZNotificationListQuerySchema = ZAdminPageQuerySchema;
export type TNotificationListQuery = z.infer<typeof ZNotificationListQuerySchema>;

export const ZNotificationPageSchema = adminPageSchema(ZNotificationSchema);
export type TNotificationPage = z.infer<typeof ZNotificationPageSchema>;

export const ZUnreadCountSchema = z.object({ count: z.number().int() });
export type TUnreadCount = z.infer<typeof ZUnreadCountSchema>;

/** What the socket sends: the answer to `auth`, then one message per notification. */
export type TSocketServerMessage =
  { type: 'auth_success' } | { type: 'notification'; data: TNotification };

/** What a client sends once the socket is open. */
export interface TSocketAuthMessage {
  type: 'auth';
  token: string;
}

/** Why the server closes a socket (WebSocket close code 4001..4003 with this reason). */
export const SOCKET_CLOSE = {
  authFailed: { code: 4001, reason: 'Authentication failed' },
  authTimeout: { code: 4002, reason: 'Authentication timed out' },
  badMessage: { code: 4003, reason: 'Expected an auth message' },
} as const;

export const SOCKET_PATH = '/ws';
