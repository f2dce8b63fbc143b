import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../src/features/storage/local-storage';
import type { ObjectStorage } from '../src/features/storage/object-storage';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stream that sends some bytes, then fails, like an upload cut off half-way. */
function failingStream(): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.from('partial bytes');
      await Promise.resolve();
      throw new Error('connection reset');
    })(),
  );
}

let dir: string;
let storage: ObjectStorage;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
  storage = createLocalStorage(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function filesIn(folder: string) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('the storage interface, on the local folder', () => {
  it('gives back the bytes that were put, until they are deleted', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await storage.put('kyc/round-trip.png', Readable.from([bytes]), 'image/png');
    const stream = await storage.get('kyc/round-trip.png');
    expect(stream).toBeDefined();
    expect((await readAll(stream as Readable)).equals(bytes)).toBe(true);

    await storage.delete('kyc/round-trip.png');
    expect(await storage.get('kyc/round-trip.png')).toBeUndefined();
  });

  it('replaces what a key held', async () => {
    await storage.put(
      'kyc/replace.pdf',
      Readable.from([Buffer.from('%PDF-1 first')]),
      'application/pdf',
    );
    await storage.put(
      'kyc/replace.pdf',
      Readable.from([Buffer.from('%PDF-1 second')]),
      'application/pdf',
    );
    const stream = await storage.get('kyc/replace.pdf');
    expect((await readAll(stream as Readable)).toString()).toBe('%PDF-1 second');
  });

  it('has nothing under a key never put, and deleting it is not an error', async () => {
    expect(await storage.get('kyc/never-put.jpg')).toBeUndefined();
    await expect(storage.delete('kyc/never-put.jpg')).resolves.toBeUndefined();
  });

  it('keeps nothing when the stream fails half-way', async () => {
    const before = await filesIn(dir);
    await expect(storage.put('kyc/cut-off.jpg', failingStream(), 'image/jpeg')).rejects.toThrow(
      'connection reset',
    );
    expect(await storage.get('kyc/cut-off.jpg')).toBeUndefined();
    expect(await filesIn(dir)).toEqual(before);
  });

  it.each(['../outside.jpg', 'kyc/../../outside.jpg', '/etc/passwd.jpg', 'kyc\\x.jpg', 'kyc/x'])(
    'refuses a key that could reach outside its folder: %s',
    async (key) => {
      await expect(
        storage.put(key, Readable.from([Buffer.from('x')]), 'image/jpeg'),
      ).rejects.toThrow('Invalid storage key');
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
      await expect(storage.delete(key)).rejects.toThrow('Invalid storage key');
    },
  );
});
