import type { WebSocket } from 'ws';

/** One signed-in socket: whose it is, which session let it in, and whether it answered. */
export interface ClientSocket {
  socket: WebSocket;
  userId: number;
  sessionId: string;
  alive: boolean;
}

/** The sockets this instance holds, by user: a message goes to its own user's sockets only. */
export class SocketHub {
  private readonly byUser = new Map<number, Set<ClientSocket>>();

  add(client: ClientSocket): void {
    let sockets = this.byUser.get(client.userId);
    if (!sockets) {
      sockets = new Set();
      this.byUser.set(client.userId, sockets);
    }
    sockets.add(client);
  }

  remove(client: ClientSocket): void {
    const sockets = this.byUser.get(client.userId);
    if (!sockets) return;
    sockets.delete(client);
    if (sockets.size === 0) this.byUser.delete(client.userId);
  }

  has(userId: number): boolean {
    return this.byUser.has(userId);
  }

  /** Sends one serialized message to every open socket of a user. */
  send(userId: number, message: string): void {
    for (const client of this.byUser.get(userId) ?? []) {
      if (client.socket.readyState === client.socket.OPEN) client.socket.send(message);
    }
  }

  *all(): Iterable<ClientSocket> {
    for (const sockets of this.byUser.values()) yield* sockets;
  }

  get size(): number {
    let size = 0;
    for (const sockets of this.byUser.values()) size += sockets.size;
    return size;
  }
}
