import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../testing';
import { connectNotificationSocket, reconnectDelayMs } from './notification-socket';

describe('reconnectDelayMs', () => {
  it('waits anywhere below a ceiling that doubles from 1 s and stops at 30 s', () => {
    const ceilings = [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000];
    ceilings.forEach((ceiling, attempt) => {
      expect(reconnectDelayMs(attempt, () => 0)).toBe(0);
      expect(reconnectDelayMs(attempt, () => 0.5)).toBe(ceiling / 2);
      expect(reconnectDelayMs(attempt, () => 0.999_999)).toBe(ceiling - 1);
    });
    expect(reconnectDelayMs(5_000, () => 0.999_999)).toBe(29_999);
  });
});

describe('connectNotificationSocket reconnecting', () => {
  let sockets: FakeWebSocket[];
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.instances = [];
    sockets = FakeWebSocket.instances;
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  function connect(random: () => number) {
    stop = connectNotificationSocket({
      url: 'ws://api.test/ws',
      token: 'token-7',
      onNotification: () => undefined,
      createSocket: (url) => new FakeWebSocket(url) as unknown as WebSocket,
      random,
    });
  }

  /** Drops the latest socket and returns how long the next one took to be opened. */
  function dropAndTimeReconnect(): number {
    const before = sockets.length;
    sockets.at(-1)!.drop(1006);
    let waited = 0;
    while (sockets.length === before) {
      vi.advanceTimersByTime(1);
      waited += 1;
      if (waited > 60_000) throw new Error('No reconnect within a minute');
    }
    return waited;
  }

  it('backs off with random waits under a doubling ceiling, capped at 30 s', () => {
    connect(() => 0.75);
    const waits = Array.from({ length: 7 }, dropAndTimeReconnect);
    expect(waits).toEqual([750, 1500, 3000, 6000, 12_000, 22_500, 22_500]);
  });

  it('spreads clients dropped at once: each waits what its own random draw says', () => {
    connect(() => 0.1);
    expect(dropAndTimeReconnect()).toBe(100);
    stop();
    connect(() => 0.9);
    expect(dropAndTimeReconnect()).toBe(900);
  });

  it('starts again from the first ceiling once a connection is authenticated', () => {
    connect(() => 0.5);
    expect([dropAndTimeReconnect(), dropAndTimeReconnect(), dropAndTimeReconnect()]).toEqual([
      500, 1000, 2000,
    ]);
    sockets.at(-1)!.receive({ type: 'auth_success' });
    expect(dropAndTimeReconnect()).toBe(500);
  });

  it('does not reconnect after the token was refused or once stopped', () => {
    connect(() => 0.5);
    sockets[0]!.drop(4001);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    stop();
    sockets[0]!.drop(1006);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});
