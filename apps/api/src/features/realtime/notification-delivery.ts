import {
  isNotificationTextKey,
  type TNotification,
  type TSocketServerMessage,
} from '@coinvest/contract';
import type { Executor } from '../../lib/executor';
import type { NotificationSignal } from '../notifications/notifications.repository';
import { toNotification } from '../notifications/notification.mapper';
import { findLanguagesOfUsers } from '../users/users.repository';
import { findNotificationsByIds, findSharedTexts } from './realtime.repository';
import type { SocketHub } from './socket-hub';

interface Outgoing {
  id: number;
  userId: number;
  data: TNotification;
}

/** Every message a socket is sent, as its text. */
export const serverMessage = (message: TSocketServerMessage) => JSON.stringify(message);

/** Single notifications, loaded with their owners' languages in one query. */
async function singles(db: Executor, ids: number[]): Promise<Outgoing[]> {
  if (ids.length === 0) return [];
  return (await findNotificationsByIds(db, ids)).map((row) => ({
    id: row.id,
    userId: row.userId,
    data: toNotification(row, row.preferredLanguage),
  }));
}

/**
 * Shared-text notifications: one row per signal gives the text; the readers' languages are read
 * only when the text is keyed, and each text is rendered once per signal and language.
 */
async function shared(
  db: Executor,
  held: { id: number; userId: number; signal: number }[],
): Promise<Outgoing[]> {
  if (held.length === 0) return [];
  const texts = new Map((await findSharedTexts(db, held)).map((row) => [row.signal, row]));
  const languages = await findLanguagesOfUsers(
    db,
    held
      .filter((each) => isNotificationTextKey(texts.get(each.signal)?.textKey))
      .map((each) => each.userId),
  );
  const rendered = new Map<string, TNotification>();
  const outgoing: Outgoing[] = [];
  for (const { id, userId, signal } of held) {
    const text = texts.get(signal);
    if (!text) continue;
    const language = languages.get(userId) ?? null;
    const key = `${signal} ${language}`;
    let data = rendered.get(key);
    if (!data) {
      data = toNotification(text, language);
      rendered.set(key, data);
    }
    outgoing.push({ id, userId, data: { ...data, id } });
  }
  return outgoing;
}

/**
 * Sends one turn's signals to the sockets this instance holds, in the order they were written
 * (by id). Users without a socket here are skipped before anything is read.
 */
export async function deliverSignals(
  db: Executor,
  hub: Pick<SocketHub, 'has' | 'send'>,
  signals: readonly NotificationSignal[],
): Promise<void> {
  const singleIds: number[] = [];
  const held: { id: number; userId: number; signal: number }[] = [];
  signals.forEach((signal, index) => {
    if ('id' in signal) {
      if (hub.has(signal.userId)) singleIds.push(signal.id);
      return;
    }
    signal.userIds.forEach((userId, position) => {
      if (hub.has(userId)) held.push({ id: signal.ids[position]!, userId, signal: index });
    });
  });
  const outgoing = (await Promise.all([singles(db, singleIds), shared(db, held)])).flat();
  outgoing.sort((a, b) => a.id - b.id);
  for (const { userId, data } of outgoing) {
    hub.send(userId, serverMessage({ type: 'notification', data }));
  }
}
