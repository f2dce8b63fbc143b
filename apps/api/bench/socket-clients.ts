import { WebSocket } from 'ws';

// One of the socket bench's client processes: opens its share of the signed-in followers,
// then tells the bench when each has received its notification, on the clock every process
// shares (performance.timeOrigin + performance.now()). Closes its sockets when told to stop
// or when the bench goes away.

/** What the bench asks of this process. */
export type ClientRequest =
  | {
      type: 'open';
      /** One follower per token, each on ports[i % ports.length]. */
      tokens: string[];
      ports: number[];
      /** The index of this share's first follower among all, so addresses stay distinct. */
      firstIndex: number;
      batch: number;
    }
  | { type: 'stop' };

/** What this process tells the bench. */
export type ClientReport =
  | { type: 'opened'; sockets: number }
  | { type: 'notified'; arrivals: number[] }
  | { type: 'error'; message: string };

interface Follower {
  socket: WebSocket;
  /** When its notification arrived, on the shared clock. */
  notifiedAt?: number;
}

const followers: Follower[] = [];
/** Followers still without their notification, once all are open. */
let waiting = 0;

const report = (message: ClientReport) => process.send?.(message);
const sharedNow = () => performance.timeOrigin + performance.now();

/**
 * A loopback address of its own for every 50 followers: the API opens at most 60 sockets a
 * minute per client address, as for people behind one address.
 */
function clientAddress(index: number): string {
  const group = Math.floor(index / 50);
  return `127.1.${Math.floor(group / 250)}.${(group % 250) + 1}`;
}

function notified(follower: Follower): void {
  if (follower.notifiedAt !== undefined) return;
  follower.notifiedAt = sharedNow();
  waiting -= 1;
  if (waiting === 0) {
    report({ type: 'notified', arrivals: followers.map((each) => each.notifiedAt ?? 0) });
  }
}

function openFollower(port: number, token: string, localAddress: string): Promise<Follower> {
  return new Promise((resolve, reject) => {
    const follower: Follower = {
      socket: new WebSocket(`ws://127.0.0.1:${port}/ws`, { localAddress }),
    };
    const { socket } = follower;
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as { type: string };
      if (message.type === 'auth_success') resolve(follower);
      else if (message.type === 'notification') notified(follower);
    });
    socket.once('close', (code, reason) =>
      reject(new Error(`socket closed before auth: ${code} ${reason.toString()}`)),
    );
    socket.once('error', reject);
  });
}

async function open(request: Extract<ClientRequest, { type: 'open' }>): Promise<void> {
  const { tokens, ports, firstIndex, batch } = request;
  for (let start = 0; start < tokens.length; start += batch) {
    followers.push(
      ...(await Promise.all(
        tokens.slice(start, start + batch).map((token, offset) => {
          const index = firstIndex + start + offset;
          return openFollower(ports[index % ports.length]!, token, clientAddress(index));
        }),
      )),
    );
  }
  waiting = followers.length;
  report({ type: 'opened', sockets: followers.length });
}

function stop(): void {
  for (const follower of followers) follower.socket.terminate();
  process.exit(0);
}

process.on('message', (request: ClientRequest) => {
  if (request.type === 'open') {
    open(request).catch((error: unknown) =>
      report({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
  } else stop();
});
// The bench ended (or died) without saying stop: nothing here outlives it.
process.on('disconnect', stop);
