import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createDeflate } from 'node:zlib';
import { createUser } from '@coinvest/db/testing';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { pngBomb } from '../test/image-bomb';
import { withBenchDatabase } from './harness';

// Sends one image bomb (a PNG declaring 16383 x 16383 pixels, 16-bit, interlaced, with every
// pixel there: 2 GB of zeros compressed to about 2 MB) as the KYC selfie of a new account to
// the API running in this process, on a database of its own, and prints this process's memory
// (rss) before, at its highest while the request ran, and after, with the answer's status.
// Before the pixel budget, the API decoded such a file.

const SIDE = 16_383;
const BYTES_PER_PIXEL = 8; // 16-bit RGBA
/** Adam7's passes: first column and row, and the step between them. */
const PASSES = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The image's pixel data, all zeros, compressed in slices so it never sits whole in memory. */
async function compressedZeros(): Promise<Buffer> {
  let size = 0;
  for (const [x, y, dx, dy] of PASSES) {
    const columns = Math.ceil((SIDE - x) / dx);
    const rows = Math.ceil((SIDE - y) / dy);
    size += rows * (1 + columns * BYTES_PER_PIXEL); // each row starts with its filter byte
  }
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const slice = Buffer.alloc(64 * 1024 * 1024);
  for (let left = size; left > 0; left -= slice.length) {
    if (!deflate.write(slice.subarray(0, Math.min(left, slice.length)))) {
      await once(deflate, 'drain');
    }
  }
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(out);
}

const MB = 1024 * 1024;
const rssMb = () => Math.round(process.memoryUsage().rss / MB);

await withBenchDatabase(
  'Image bomb: starting PostgreSQL and the API',
  async ({ database, track }) => {
    const work = await mkdtemp(path.join(tmpdir(), 'coinvest-image-bomb-'));
    track({ stop: () => rm(work, { recursive: true, force: true }) });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      MAIL_DIR: path.join(work, 'mail'),
      KYC_STORAGE_DIR: path.join(work, 'files'),
    });
    const app = await buildApp({ config, db: database.db });
    track({ stop: () => app.close() });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const user = await createUser(database.db);
    const signIn = await fetch(`${baseUrl}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.plainPassword }),
    });
    const { token } = (await signIn.json()) as { token: string };

    const bomb = pngBomb(SIDE, SIDE, await compressedZeros());
    const form = new FormData();
    form.append('userId', String(user.id));
    form.append('selfie', new Blob([bomb], { type: 'image/png' }), 'selfie.png');

    const before = rssMb();
    let highest = before;
    const sample = setInterval(() => (highest = Math.max(highest, rssMb())), 10);
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/kyc/submit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await response.json()) as { message?: string };
    const elapsed = Math.round(performance.now() - started);
    clearInterval(sample);
    const after = rssMb();
    highest = Math.max(highest, after);

    console.info(
      `bomb: ${Math.round(bomb.length / 1024)} KB on the wire, a PNG declaring ${SIDE} x ${SIDE} pixels`,
    );
    console.info(`status: ${response.status} ${body.message ?? ''} (${elapsed} ms)`);
    console.info(`rss: ${before} MB before, ${highest} MB at most during, ${after} MB after`);
  },
);
