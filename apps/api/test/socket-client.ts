import type { TSocketServerMessage } from '@coinvest/contract';
import { WebSocket } from 'ws';
import { WAIT_BUDGET_MS } from './wait';

/** A test's WebSocket client of /ws that keeps what it receives and how it was closed. */
export interface TestSocket {
  messages: TSocketServerMessage[];
  send: (message: unknown) => void;
  /** The first received message that matches, waiting for it up to timeoutMs (the tests' budget). */
  waitFor: (
    match: (message: TSocketServerMessage) => boolean,
    timeoutMs?: number,
  ) => Promise<TSocketServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
  close: () => void;
}

export async function openSocket(
  baseUrl: string,
  options: { answerPings?: boolean } = {},
): Promise<TestSocket> {
  // autoPong off: a client that stopped answering, as a dead connection looks to the server.
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, {
    autoPong: options.answerPings ?? true,
  });
  const messages: TSocketServerMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(JSON.parse((data as Buffer).toString('utf8')) as TSocketServerMessage);
    for (const waiter of waiters) waiter();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    messages,
    send: (message) => socket.send(JSON.stringify(message)),
    waitFor: (match, timeoutMs = WAIT_BUDGET_MS) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching message within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    closed,
    close: () => socket.close(),
  };
}

/** A socket that has authenticated with this token (auth_success received). */
export async function authenticatedSocket(
  baseUrl: string,
  token: string,
  options: { answerPings?: boolean } = {},
): Promise<TestSocket> {
  const socket = await openSocket(baseUrl, options);
  socket.send({ type: 'auth', token });
  await socket.waitFor((message) => message.type === 'auth_success');
  return socket;
}

/** Gives in-flight messages time to arrive, to show that one did not. */
export const settle = (ms = 500) => new Promise((resolve) => setTimeout(resolve, ms));
