import { describe, expect, it } from 'vitest';
import { loadOrder, keyOutOfOrder, type ForeignKey } from './catalog';
import { BackupError, parseHeader } from './format';
import { BackupReader } from './reader';

async function* chunksOf(text: string, size: number): AsyncGenerator<Buffer> {
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; at += size) {
    await Promise.resolve();
    yield bytes.subarray(at, at + size);
  }
}

async function collect(rows: AsyncGenerator<Buffer>): Promise<string> {
  const pieces: Buffer[] = [];
  for await (const piece of rows) pieces.push(piece);
  return Buffer.concat(pieces).toString();
}

// Rows as COPY writes them: a backslash is \\, a tab inside a value \t, a newline \n.
const FILE =
  '{"h":1}\n' +
  '{"table":"a"}\n' +
  '1\tone\\ttab\\nnew line\n2\t\\\\.\n3\t\\N\n' +
  '\\.\n' +
  '{"table":"empty"}\n' +
  '\\.\n' +
  '{"end":true}\n';

describe('BackupReader', () => {
  for (const size of [1, 2, 3, 4, 5, 7, 64, 4096]) {
    it(`splits lines and sections whatever the chunk size (${size})`, async () => {
      const reader = new BackupReader(chunksOf(FILE, size), 'test.backup.gz');
      expect(await reader.readLine()).toBe('{"h":1}');
      expect(await reader.readLine()).toBe('{"table":"a"}');
      expect(await collect(reader.sectionRows())).toBe(
        '1\tone\\ttab\\nnew line\n2\t\\\\.\n3\t\\N\n',
      );
      expect(await reader.readLine()).toBe('{"table":"empty"}');
      expect(await collect(reader.sectionRows())).toBe('');
      expect(await reader.readLine()).toBe('{"end":true}');
      expect(await reader.atEnd()).toBe(true);
      expect(await reader.readLine()).toBeUndefined();
    });
  }

  it('says a file is truncated when a section or a line does not end', async () => {
    const cut = new BackupReader(chunksOf('{"table":"a"}\n1\tone\n2\tt', 4), 'cut.gz');
    await cut.readLine();
    await expect(collect(cut.sectionRows())).rejects.toThrow(/cut.gz is truncated/);

    const half = new BackupReader(chunksOf('{"h":', 2), 'half.gz');
    await expect(half.readLine()).rejects.toThrow(/half.gz is truncated/);
  });

  it('refuses a line longer than the limit', async () => {
    const reader = new BackupReader(chunksOf('x'.repeat(100), 10), 'big.gz');
    await expect(reader.readLine(50)).rejects.toThrow(/not a CoInvest backup/);
  });
});

describe('parseHeader', () => {
  const header = {
    format: 'coinvest-backup',
    version: 1,
    createdAt: '2026-11-22T03:00:00.000Z',
    database: 'coinvest',
    serverVersion: '18.0',
    migrations: ['a'],
    tables: [{ name: 'users', columns: ['id'] }],
    sequences: [{ table: 'users', column: 'id', lastValue: '3', isCalled: true }],
  };

  it('reads a header', () => {
    expect(parseHeader(JSON.stringify(header), 'f')).toEqual(header);
  });

  it('refuses foreign, newer and damaged headers with a message', () => {
    expect(() => parseHeader('hello', 'f')).toThrow('f is not a CoInvest backup');
    expect(() => parseHeader('{"format":"pg_dump"}', 'f')).toThrow('not a CoInvest backup');
    expect(() => parseHeader(JSON.stringify({ ...header, version: 2 }), 'f')).toThrow(
      /format version 2, and this code reads version 1/,
    );
    expect(() => parseHeader(JSON.stringify({ ...header, tables: [{}] }), 'f')).toThrow(
      /damaged: its header's tables/,
    );
    expect(() => parseHeader(undefined, 'f')).toThrow(BackupError);
  });
});

describe('loadOrder', () => {
  const key = (table: string, references: string, deferrable = false): ForeignKey => ({
    table,
    references,
    deferrable,
  });

  it('puts referenced tables first, alphabetically where free, ignoring self-references', () => {
    const keys = [
      key('units', 'projects'),
      key('projects', 'developers'),
      key('investments', 'units'),
      key('investments', 'users'),
      key('users', 'users'),
    ];
    const order = loadOrder(['investments', 'users', 'units', 'projects', 'developers'], keys);
    expect(order).toEqual(['developers', 'projects', 'units', 'users', 'investments']);
    expect(keyOutOfOrder(order, keys)).toBeUndefined();
    expect(keyOutOfOrder(['units', 'projects'], keys)).toEqual(key('units', 'projects'));
  });

  it('breaks a cycle through a deferrable key, and refuses one that cannot be deferred', () => {
    expect(loadOrder(['a', 'b'], [key('a', 'b', true), key('b', 'a')])).toEqual(['a', 'b']);
    expect(() => loadOrder(['a', 'b'], [key('a', 'b'), key('b', 'a')])).toThrow(
      /a, b reference each other/,
    );
  });
});
