import { SOCKET_CLOSE } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Closes this instance's sockets of sessions that just ended, at once; sockets on other
 * instances end at their next heartbeat, which re-checks every session.
 */
export function closeSessionSockets(
  { realtime }: Pick<FastifyInstance, 'realtime'>,
  sessionIds: string[],
): void {
  const ended = new Set(sessionIds);
  const { code, reason } = SOCKET_CLOSE.authFailed;
  for (const client of realtime.hub.all()) {
    if (ended.has(client.sessionId) && client.socket.readyState === client.socket.OPEN) {
      client.socket.close(code, reason);
    }
  }
}
