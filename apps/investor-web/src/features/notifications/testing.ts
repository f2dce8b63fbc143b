import type { TNotification } from '@coinvest/contract';
import { vi } from 'vitest';

export function makeNotification(overrides: Partial<TNotification> = {}): TNotification {
  return {
    id: 1,
    title: 'Roof completed',
    message: 'The roof of block A is on.',
    type: 'milestone',
    kind: null,
    projectId: 1,
    isRead: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

/** A stand-in for the browser's WebSocket: tests open, answer and push messages by hand. */
export class FakeWebSocket extends EventTarget {
  static instances: FakeWebSocket[] = [];
  readonly sent: unknown[] = [];
  closed = false;

  constructor(readonly url: string) {
    super();
    FakeWebSocket.instances.push(this);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close() {
    this.closed = true;
  }

  open() {
    this.dispatchEvent(new Event('open'));
  }

  receive(message: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  drop(code = 1006) {
    this.dispatchEvent(new CloseEvent('close', { code }));
  }
}

/** Replaces the global WebSocket for one test file; returns the sockets opened. */
export function installFakeWebSocket(): typeof FakeWebSocket.instances {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  return FakeWebSocket.instances;
}
