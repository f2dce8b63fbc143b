import type { TNotification, TSocketServerMessage } from '@coinvest/contract';

export interface NotificationSocketOptions {
  url: string;
  token: string;
  onNotification: (notification: TNotification) => void;
  /** After each successful authentication (also after a reconnect: something may have been missed). */
  onAuthenticated?: () => void;
  /** Replaceable in tests. */
  createSocket?: (url: string) => WebSocket;
}

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;
/** Closed by the server because the token was refused: trying again would not help. */
const AUTH_REFUSED = 4001;

/**
 * The live feed: opens /ws, authenticates with the token, hands on each notification and
 * reconnects with exponential backoff (1 s doubling to 30 s) when the connection drops.
 */
export function connectNotificationSocket(options: NotificationSocketOptions): () => void {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  let socket: WebSocket | undefined;
  let retryMs = FIRST_RETRY_MS;
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
        retryMs = FIRST_RETRY_MS;
        options.onAuthenticated?.();
      } else if (message.type === 'notification') {
        options.onNotification(message.data);
      }
    });
    current.addEventListener('close', (event: CloseEvent) => {
      if (stopped || socket !== current || event.code === AUTH_REFUSED) return;
      retryTimer = setTimeout(open, retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    });
  };

  open();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    socket?.close(1000);
  };
}
