import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultDataDir,
  firstFolderNotEnterable,
  reachableBinaries,
  startEmbeddedPostgres,
} from './embedded-postgres';

// As root, PostgreSQL runs as the postgres user, which cannot enter a folder made by
// `mktemp -d` or root's home: the binaries are copied where it can, a default data folder
// moves, and a chosen one that it cannot reach stops the start with what to do.

const stranger = { uid: 54_321, gid: 54_321 };
const asRoot = process.getuid?.() === 0;

function postgresIds() {
  const id = (flag: string) =>
    Number.parseInt(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout, 10);
  return { uid: id('-u'), gid: id('-g') };
}

function nativeFolder(): string {
  const beside = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const entry = beside.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return path.resolve(path.dirname(entry), '..', 'native');
}

describe('firstFolderNotEnterable', () => {
  let closed: string;

  beforeAll(async () => {
    closed = await mkdtemp(path.join(tmpdir(), 'coinvest-test-closed-'));
    await mkdir(path.join(closed, 'inner'));
  });

  afterAll(async () => {
    await rm(closed, { recursive: true, force: true });
  });

  it('names the first folder another account cannot enter', async () => {
    await chmod(closed, 0o700);
    expect(firstFolderNotEnterable(path.join(closed, 'inner', 'data'), stranger)).toBe(closed);
  });

  it('finds nothing once others may pass through', async () => {
    await chmod(closed, 0o711);
    expect(firstFolderNotEnterable(path.join(closed, 'inner', 'data'), stranger)).toBeUndefined();
  });
});

describe.runIf(asRoot)('as root, from a folder the postgres user cannot enter', () => {
  let closed: string;

  beforeAll(async () => {
    closed = await mkdtemp(path.join(tmpdir(), 'coinvest-test-closed-'));
    await chmod(closed, 0o700);
  });

  afterAll(async () => {
    await rm(closed, { recursive: true, force: true });
  });

  it('copies the binaries where the postgres user can run them', async () => {
    const hidden = path.join(closed, 'native');
    await cp(nativeFolder(), hidden, { recursive: true, verbatimSymlinks: true });
    const version = `test-${randomBytes(4).toString('hex')}`;
    const account = postgresIds();
    const logs: string[] = [];

    const usable = await reachableBinaries({ root: hidden, version }, account, (m) => logs.push(m));
    try {
      expect(usable).not.toBe(hidden);
      expect(firstFolderNotEnterable(usable, account)).toBeUndefined();
      const run = spawnSync(path.join(usable, 'bin', 'postgres'), ['--version'], {
        ...account,
        encoding: 'utf8',
      });
      expect(run.error).toBeUndefined();
      expect(run.stdout).toMatch(/PostgreSQL/);
      expect(logs.join('\n')).toContain('copying the PostgreSQL binaries');
    } finally {
      await rm(usable, { recursive: true, force: true });
    }
  });

  it('refuses a chosen data folder it cannot reach, at once and saying what to do', async () => {
    const dataDir = path.join(closed, 'postgres');
    await expect(startEmbeddedPostgres({ dataDir, port: 1, persistent: false })).rejects.toThrow(
      `cannot enter ${closed}, so it cannot keep its data in ${dataDir}. Set PG_DATA_DIR`,
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it('moves the default data folder to one it can reach, one per checkout', () => {
    const moved = defaultDataDir(path.join(closed, '.data', 'postgres'));
    expect(moved).toMatch(/^\/var\/lib\/coinvest\/postgres-[0-9a-f]{12}$/);
    expect(defaultDataDir(path.join(closed, 'other', 'postgres'))).not.toBe(moved);
    const open = path.join(tmpdir(), 'coinvest-open-default', 'postgres');
    expect(defaultDataDir(open)).toBe(open);
  });
});
