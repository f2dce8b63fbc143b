import { SOCKET_CLOSE, SOCKET_PATH } from '@coinvest/contract';
import fp from 'fastify-plugin';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import { socketRateLimit } from '../../lib/rate-limit';
import { authenticate } from '../auth/auth.service';
import { NotificationListener } from './notification-listener';
import { liveSessionIds } from '../auth/sessions.repository';
import { deliverSignals, serverMessage } from './notification-delivery';
import { SocketHub, type ClientSocket } from './socket-hub';

export interface RealtimePluginOptions {
  /** The database to LISTEN on, through a connection of its own. */
  databaseUrl: string;
  /** How long a new socket has to authenticate. */
  authTimeoutMs?: number;
  /** How often sockets are pinged; one that missed the last ping is dropped. */
  heartbeatMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: { hub: SocketHub; listener: NotificationListener };
  }
}

const ZAuthMessageSchema = z.object({ type: z.literal('auth'), token: z.string().min(1) });

function parseJson(data: RawData): unknown {
  try {
    const text = Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.isBuffer(data)
        ? data
        : Buffer.from(data);
    return JSON.parse(text.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * WebSocket /ws: a client authenticates with its token (a live session, checked like any
 * request), then receives its own notifications as they are committed, on whichever API
 * instance wrote them (PostgreSQL LISTEN/NOTIFY).
 */
export const realtimePlugin = fp<RealtimePluginOptions>(
  (app, options, done) => {
    const authTimeoutMs = options.authTimeoutMs ?? 5000;
    const heartbeatMs = options.heartbeatMs ?? 30_000;
    const hub = new SocketHub();

    // Each instance hears every signal and reads only what its own sockets' users are sent.
    const listener = new NotificationListener({
      databaseUrl: options.databaseUrl,
      log: app.log,
      onSignals: (signals) => {
        deliverSignals(app.db, hub, signals).catch((error: unknown) =>
          app.log.error({ err: error }, 'Could not deliver notifications'),
        );
      },
    });
    app.decorate('realtime', { hub, listener });

    const close = (socket: WebSocket, { code, reason }: { code: number; reason: string }) => {
      if (socket.readyState === socket.OPEN) socket.close(code, reason);
    };

    app.get(SOCKET_PATH, { websocket: true, onRequest: socketRateLimit(app) }, (socket) => {
      let client: ClientSocket | undefined;
      let authenticating = false;
      const authTimer = setTimeout(() => close(socket, SOCKET_CLOSE.authTimeout), authTimeoutMs);

      socket.on('message', (data) => {
        if (client || authenticating) return;
        const message = ZAuthMessageSchema.safeParse(parseJson(data));
        if (!message.success) {
          clearTimeout(authTimer);
          close(socket, SOCKET_CLOSE.badMessage);
          return;
        }
        authenticating = true;
        authenticate(app, `Bearer ${message.data.token}`).then(
          (user) => {
            clearTimeout(authTimer);
            if (socket.readyState !== socket.OPEN) return;
            client = { socket, userId: user.id, sessionId: user.sessionId, alive: true };
            hub.add(client);
            socket.on('pong', () => {
              if (client) client.alive = true;
            });
            socket.send(serverMessage({ type: 'auth_success' }));
          },
          () => {
            clearTimeout(authTimer);
            close(socket, SOCKET_CLOSE.authFailed);
          },
        );
      });
      socket.on('close', () => {
        clearTimeout(authTimer);
        if (client) hub.remove(client);
      });
      socket.on('error', (error) => app.log.debug({ err: error }, 'Socket error'));
    });

    // Heartbeat: drop sockets that did not answer the last ping, and sockets whose session
    // ended (signed out, expired) since they authenticated.
    const heartbeat = setInterval(() => {
      const clients = [...hub.all()];
      for (const client of clients) {
        if (!client.alive) {
          hub.remove(client);
          client.socket.terminate();
          continue;
        }
        client.alive = false;
        client.socket.ping();
      }
      const sessionIds = [...new Set(clients.map((client) => client.sessionId))];
      if (sessionIds.length === 0) return;
      liveSessionIds(app.db, sessionIds, new Date()).then(
        (live) => {
          for (const client of clients) {
            if (!live.has(client.sessionId)) close(client.socket, SOCKET_CLOSE.authFailed);
          }
        },
        (error: unknown) => app.log.warn({ err: error }, 'Could not re-check socket sessions'),
      );
    }, heartbeatMs);
    heartbeat.unref();

    app.addHook('onReady', () => listener.start());
    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      await listener.stop();
    });
    done();
  },
  { name: 'realtime', dependencies: ['database', 'auth', 'rate-limits'] },
);
