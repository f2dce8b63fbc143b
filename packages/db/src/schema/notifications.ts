import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TableColumns } from './columns';
import type { GeneratedTimestamp, Id, NullableJson } from './types';

export type NotificationType = 'milestone' | 'alert' | 'completion' | 'other';

export interface NotificationsTable {
  id: Id;
  userId: number;
  projectId: number | null;
  title: string;
  message: string;
  type: Generated<NotificationType>;
  isRead: Generated<boolean>;
  createdAt: GeneratedTimestamp;
  /** The keyed text (packages/contract's server texts), rendered in the reader's language. */
  textKey: string | null;
  textValues: NullableJson;
}

export type NotificationRow = Selectable<NotificationsTable>;
export type NewNotification = Insertable<NotificationsTable>;
export type NotificationChanges = Updateable<NotificationsTable>;

export const notificationsColumns: TableColumns<NotificationsTable> = {
  id: 'number',
  userId: 'number',
  projectId: 'number | null',
  title: 'string',
  message: 'string',
  type: 'string',
  isRead: 'boolean',
  createdAt: 'Date',
  textKey: 'string | null',
  textValues: 'json | null',
};

export type NotificationKind = 'investment' | 'payment' | 'kyc' | 'interest' | 'projectUpdate';

/** A user's choice for one kind of notification; without a row the defaults apply. */
export interface NotificationPreferencesTable {
  userId: number;
  kind: NotificationKind;
  inApp: boolean;
  byEmail: boolean;
}

export type NotificationPreferenceRow = Selectable<NotificationPreferencesTable>;

export const notificationPreferencesColumns: TableColumns<NotificationPreferencesTable> = {
  userId: 'number',
  kind: 'string',
  inApp: 'boolean',
  byEmail: 'boolean',
};

/** An e-mail copy of a notification, waiting to be handed to the outbox in the reader's language. */
export interface NotificationEmailQueueTable {
  id: Id;
  userId: number;
  title: string;
  message: string;
  textKey: string | null;
  textValues: NullableJson;
  createdAt: GeneratedTimestamp;
}

export type NotificationEmailQueueRow = Selectable<NotificationEmailQueueTable>;

export const notificationEmailQueueColumns: TableColumns<NotificationEmailQueueTable> = {
  id: 'number',
  userId: 'number',
  title: 'string',
  message: 'string',
  textKey: 'string | null',
  textValues: 'json | null',
  createdAt: 'Date',
};

/** A new reservation whose notification and how-to-pay e-mail are still to be written. */
export interface ReservationOutboxTable {
  id: Id;
  investmentId: number;
  createdAt: GeneratedTimestamp;
}

export type ReservationOutboxRow = Selectable<ReservationOutboxTable>;

export const reservationOutboxColumns: TableColumns<ReservationOutboxTable> = {
  id: 'number',
  investmentId: 'number',
  createdAt: 'Date',
};
