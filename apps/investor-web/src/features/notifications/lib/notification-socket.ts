import type { TNotification, TSocketServerMessage } from '@coinvest/contract';

export interface NotificationSocketOptions {
  url: string;
  token: string;
  onNotification: (notification: TNotification) => void;
  /** After each successful authentication (also after a reconnect: something may have been missed). */
  onAuthenticated?: () => void;
  /** Replaceable in tests. */
  createSocket?: (url: string) => WebSocket;
  /** A number in [0, 1), as Math.random gives; replaceable in tests. */
  random?: () => number;
}

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/**
 * How long to wait before reconnect attempt `attempt` (0 first): anywhere up to a ceiling that
 * doubles from 1 s to at most 30 s ("full jitter"). When a server restarts, every site it
 * served drops at once; random waits spread their returns instead of arriving together.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
  return Math.floor(random() * ceiling);
}
/** Closed by the server because the token was refused: trying again would not help. */
const AUTH_REFUSED = 4001;

/**
 * The live feed: opens /ws, authenticates with the token, hands on each notification and
 * reconnects after reconnectDelayMs when the connection drops, starting over from the first
 * delay once a connection is authenticated again.
 */
export function connectNotificationSocket(options: NotificationSocketOptions): () => void {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  const random = options.random ?? Math.random;
  let socket: WebSocket | undefined;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const open = () => {
    const current = createSocket(options.url);
    socket = current;
    current.addEventListener('open', () => {
      current.send(JSON.stringify({ type: 'auth', token: options.token }));
    });
    current.addEventListener('message', (event: MessageEvent) => {
      let message: TSocketServerMessage;
      try {
        message = JSON.parse(String(event.data)) as TSocketServerMessage;
      } catch {
        return;
      }
      if (message.type === 'auth_success') {
        attempt = 0;
        options.onAuthenticated?.();
      } else if (message.type === 'notification') {
        options.onNotification(message.data);
      }
    });
    current.addEventListener('close', (event: CloseEvent) => {
      if (stopped || socket !== current || event.code === AUTH_REFUSED) return;
      retryTimer = setTimeout(open, reconnectDelayMs(attempt, random));
      attempt += 1;
    });
  };

  open();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    socket?.close(1000);
  };
}
