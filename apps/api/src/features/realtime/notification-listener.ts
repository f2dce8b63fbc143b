import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import {
  NOTIFICATIONS_CHANNEL,
  type NotificationSignal,
} from '../notifications/notifications.repository';

const isId = (value: unknown): value is number => Number.isInteger(value);

const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every(isId);

/**
 * A signal as create-notifications.ts writes it, or undefined. Checked by hand rather than by a
 * zod schema: every instance reads every signal.
 */
function readSignal(payload: string | undefined): NotificationSignal | undefined {
  try {
    const { id, userId, ids, userIds } = JSON.parse(payload ?? '') as Record<string, unknown>;
    if (isId(id) && isId(userId)) return { id, userId };
    if (isIdList(ids) && isIdList(userIds) && ids.length === userIds.length) {
      return { ids, userIds };
    }
    return undefined;
  } catch {
    return undefined;
  }
}

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

export interface NotificationListenerOptions {
  databaseUrl: string;
  log: FastifyBaseLogger;
  /** Called with every signal that arrived in one turn of the event loop. */
  onSignals: (signals: NotificationSignal[]) => void;
}

/**
 * A connection of its own (a pooled one would go back to the pool and stop listening) that
 * LISTENs on the notifications channel, and connects again, with backoff, when it drops.
 */
export class NotificationListener {
  private client: pg.Client | undefined;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  private pending: NotificationSignal[] = [];

  constructor(private readonly options: NotificationListenerOptions) {}

  /** Resolves once listening, so a notification committed after start is never missed. */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  get listening(): boolean {
    return this.client !== undefined;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.databaseUrl });
    client.on('notification', (message) => this.receive(message.payload));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    await client.connect();
    await client.query(`LISTEN ${NOTIFICATIONS_CHANNEL}`);
    if (this.stopped) {
      await client.end();
      return;
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
  }

  private lost(client: pg.Client, error: Error): void {
    if (this.stopped || this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    this.options.log.warn({ err: error }, 'Notification listener lost its connection');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    this.retryTimer = setTimeout(() => {
      this.connect().then(
        () => this.options.log.info('Notification listener listening again'),
        (error: unknown) => {
          this.options.log.warn({ err: error }, 'Notification listener could not reconnect');
          this.scheduleReconnect();
        },
      );
    }, delay);
  }

  private receive(payload: string | undefined): void {
    const signal = readSignal(payload);
    if (!signal) {
      this.options.log.warn({ payload }, 'Unreadable notification signal ignored');
      return;
    }
    // A transaction's NOTIFYs arrive together: hand them on as one batch (one query).
    if (this.pending.push(signal) === 1) {
      setImmediate(() => {
        const signals = this.pending;
        this.pending = [];
        this.options.onSignals(signals);
      });
    }
  }
}
