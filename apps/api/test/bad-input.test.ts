import { contract } from '@coinvest/contract';
import {
  createDeveloper,
  createInvestment,
  createKycVerification,
  createProject,
  createProjectUpdate,
  createUnit,
} from '@coinvest/db/testing';
import type { AppRoute } from '@ts-rest/core';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZodFastCheck } from 'zod-fast-check';
import {
  signedIn,
  signedInAdmin,
  signedInInspector,
  signedInUser,
  type Caller,
} from './admin-fixtures';
import { allRoutes } from './contract-routes';
import { startKycTestApi, storedFiles } from './kyc-fixtures';
import type { TestApi } from './helpers';

/**
 * Generated bad input for every route with a body, query or path parameters
 * (docs/adr/0097-bad-input-fuzzing.md). FUZZ_RUNS sets the runs per route (CI keeps it small;
 * `pnpm --filter @coinvest/api fuzz` runs 1,000); FUZZ_SEED replays the seed a failure printed.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;

let api: TestApi;
let storageDir: string;
let callers: Record<'admin' | 'investor' | 'inspector', Caller>;
/** Ids of rows that exist, so generated requests also reach past "not found". */
let existingIds: number[];
let fingerprint: string;

beforeAll(async () => {
  ({ api, storageDir } = await startKycTestApi());
  const admin = await signedInAdmin(api);
  const investor = await signedInUser(api);
  const inspector = await signedInInspector(api);
  callers = { admin, investor, inspector };
  await createKycVerification(api.db, { userId: investor.user.id, status: 'approved' });
  const developer = await createDeveloper(api.db);
  const project = await createProject(api.db, { developerId: developer.id });
  const unit = await createUnit(api.db, { projectId: project.id });
  await createInvestment(api.db, { userId: investor.user.id, unitId: unit.id });
  await createProjectUpdate(api.db, { projectId: project.id });
  existingIds = [1, 2, 3, admin.user.id, investor.user.id, project.id, unit.id, developer.id];
  fingerprint = await storedDataFingerprint();
  // Printed so a run that fails in an afterAll or outside fast-check can be replayed too.
  console.info(`bad-input: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`);
}, 120_000);
afterAll(() => api?.close());

/** Tables whose rows change on any request (rate-limit counts), not through its input. */
const VOLATILE_TABLES = new Set(['rate_limits']);

/**
 * Columns any signed-in request may write whatever its input: a session's last activity, touched
 * at most once a minute, so on a slow machine a refused request can fall on the minute.
 */
const ACTIVITY_COLUMNS: Record<string, string> = { sessions: 'last_seen_at' };

/**
 * Per table its row count and the newest row version (xmin: any insert or update makes a newer
 * one, any delete lowers the count), or for a table with an activity column a digest of its rows
 * without it, plus the stored KYC files: one cheap query, any write shows.
 */
async function storedDataFingerprint(): Promise<string> {
  tableNames ??= (
    await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(
      api.db,
    )
  ).rows
    .map((row) => row.name)
    .filter((name) => !VOLATILE_TABLES.has(name) && !name.startsWith('kysely_'));
  const parts = tableNames.map((name) => {
    const activity = ACTIVITY_COLUMNS[name];
    return activity
      ? sql`select ${name} || ':' || count(*) || ':' || coalesce(md5(string_agg((to_jsonb(t) - ${sql.lit(activity)})::text, ',' order by (to_jsonb(t) - ${sql.lit(activity)})::text)), '') as part from ${sql.table(name)} t`
      : sql`select ${name} || ':' || count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as part from ${sql.table(name)}`;
  });
  const result = await sql<{ part: string }>`${sql.join(parts, sql` union all `)}`.execute(api.db);
  const files = await storedFiles(storageDir);
  return [...result.rows.map((row) => row.part), `files:${files.join(',')}`].join('\n');
}
let tableNames: string[] | undefined;

// ---- What is sent -----------------------------------------------------------------------

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string | undefined }
  | { kind: 'form'; fields: [string, string][]; file: string | undefined };

interface BadRequest {
  caller: 'admin' | 'investor' | 'inspector';
  params: Record<string, string>;
  query: string;
  body: Body;
}

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number): unknown =>
  Array.from({ length: depth }).reduce<unknown>((inner) => ({ a: inner }), 1);

/** Hand-picked values that once broke, or often break, an API. */
const HAND_PICKED: unknown[] = [
  null,
  true,
  '',
  ' ',
  'a'.repeat(100_000),
  -1,
  0,
  -0.01,
  0.001,
  1e308,
  -1e308,
  '1e308',
  '-5000',
  '-0.01',
  '5000.123456789',
  '12345678901234567890.12',
  '0x10',
  'NaN',
  'Infinity',
  2147483648,
  -2147483649,
  2 ** 63,
  '9223372036854775808',
  '99999999999999999999999',
  1.5,
  "'; DROP TABLE users; --",
  "1' OR '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\uD800',
  'abc\uDFFF',
  'مرحبا \u202Eevil\u202C',
  'a\u0000b',
  '🏠'.repeat(500),
  '2026-02-30',
  '0000-00-00',
  '275760-09-13',
  'T00:00:00Z',
  [],
  {},
  [1, 'a', null],
  deepObject(200),
];

const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HAND_PICKED) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt().map(String)) },
);

/** A raw body that is not the JSON it claims, or is JSON with the wrong content type. */
const RAW_BODIES: [string, string | undefined][] = [
  ['', 'application/json'],
  ['{', 'application/json'],
  ['{"a":', 'application/json'],
  ['null', 'application/json'],
  ['"text"', 'application/json'],
  ['[]', 'application/json'],
  ['{"__proto__":{"isAdmin":true}}', 'application/json'],
  ['{"constructor":{"prototype":{"isAdmin":true}}}', 'application/json'],
  [deepArray(20_000), 'application/json'],
  [`{"a":"${'x'.repeat(1_100_000)}"}`, 'application/json'],
  ['{"a":1}', 'application/json; charset=utf-16'],
  ['{"a":1}', 'text/plain'],
  ['a=1&b=2', 'application/x-www-form-urlencoded'],
  ['--x\r\n\r\n', 'multipart/form-data'],
  [
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n',
    'multipart/form-data; boundary=x',
  ],
  ['\u0000\u0001', 'application/octet-stream'],
  ['{"a":1}', undefined],
];
const rawBody: fc.Arbitrary<Body> = fc
  .constantFrom(...RAW_BODIES)
  .map(([text, contentType]) => ({ kind: 'raw', text, contentType }));

const zodFastCheck = ZodFastCheck();

/**
 * Falls back to another arbitrary whenever the first throws while generating: zod-fast-check
 * gives up on a refinement (dates, ids, money as text) after a number of tries.
 */
class GenerationSafe extends fc.Arbitrary<unknown> {
  constructor(
    private readonly first: fc.Arbitrary<unknown>,
    private readonly fallback: fc.Arbitrary<unknown>,
  ) {
    super();
  }
  generate(random: fc.Random, biasFactor: number | undefined): fc.Value<unknown> {
    try {
      return new fc.Value(this.first.generate(random, biasFactor).value, undefined);
    } catch {
      return new fc.Value(this.fallback.generate(random, biasFactor).value, undefined);
    }
  }
  canShrinkWithoutContext(_value: unknown): _value is unknown {
    return false;
  }
  shrink(): fc.Stream<fc.Value<unknown>> {
    return fc.Stream.nil();
  }
}

/** Text a refined field likely takes: a date, a number, a code or a word. */
const likelyValidText = fc.oneof(
  fc
    .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  fc.integer({ min: 1, max: 100_000 }),
  fc.integer({ min: 1, max: 100_000 }).map(String),
  fc.constantFrom('en', 'fr', 'ghana', 'gh', 'email', 'passport', 'ama@example.com'),
);

/**
 * Valid values of a schema from zod-fast-check; where it cannot make them, an object or array
 * is made field by field and a refined field gets likely-valid text.
 */
function validOf(schema: unknown): fc.Arbitrary<unknown> {
  if (!(schema instanceof z.ZodType)) return fc.jsonValue({ maxDepth: 2 });
  let inner: z.ZodTypeAny = schema;
  while (
    inner instanceof z.ZodEffects ||
    inner instanceof z.ZodOptional ||
    inner instanceof z.ZodNullable ||
    inner instanceof z.ZodDefault
  ) {
    const wrapped: unknown =
      inner instanceof z.ZodEffects
        ? inner.innerType()
        : inner instanceof z.ZodDefault
          ? inner.removeDefault()
          : inner.unwrap();
    inner = wrapped as z.ZodTypeAny;
  }
  let fallback: fc.Arbitrary<unknown> = likelyValidText;
  if (inner instanceof z.ZodObject) {
    const shape = inner.shape as Record<string, unknown>;
    fallback = fc.record(
      Object.fromEntries(Object.keys(shape).map((key) => [key, validOf(shape[key])])),
    );
  } else if (inner instanceof z.ZodArray) {
    fallback = fc.array(validOf(inner.element), { maxLength: 3 });
  }
  try {
    return new GenerationSafe(zodFastCheck.inputOf(schema), fallback);
  } catch {
    return fallback;
  }
}

/** A valid value made wrong in one place: a field dropped, replaced, added, or the whole. */
function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return valid.chain((value) => {
    const whole = fc.oneof(fc.constant(value), badValue);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return whole;
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    const extraKey = fc.oneof(fc.constantFrom('id', 'role', 'userId', 'status'), fc.string());
    const options: fc.Arbitrary<unknown>[] = [
      whole,
      fc.tuple(extraKey, badValue).map(([key, bad]) => ({ ...record, [key]: bad })),
    ];
    if (keys.length > 0) {
      const key = fc.constantFrom(...keys);
      options.push(
        key.map((dropped) =>
          Object.fromEntries(keys.filter((k) => k !== dropped).map((k) => [k, record[k]])),
        ),
        fc.tuple(key, badValue).map(([k, bad]) => ({ ...record, [k]: bad })),
      );
    }
    return fc.oneof(...options);
  });
}

const pathParamNames = (route: AppRoute) =>
  [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);

/** A path parameter: a real id, a valid one, or anything. */
function pathValue(valid: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...existingIds).map(String),
    valid.map(String),
    fc.constantFrom(
      '0',
      '-1',
      '1.5',
      '1e3',
      '0x1',
      '2147483648',
      '9223372036854775808',
      '99999999999999999999999999',
      'abc',
      "1'; DROP TABLE users; --",
      '<b>1</b>',
      ' 1',
      'null',
      '%00',
      '%2e%2e%2f',
      '%D8%00',
      '%E2%80%AE1',
      'a'.repeat(5_000),
    ),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(encodeQueryText),
  );
}

/**
 * A text as it can travel in a URL: encodeURIComponent throws on a lone surrogate, which the
 * generators produce; URLSearchParams writes it as U+FFFD, as a browser would.
 */
function encodeQueryText(text: string): string {
  return new URLSearchParams({ q: text }).toString().slice('q='.length);
}

function queryString(value: unknown): string {
  if (typeof value !== 'object' || value === null) return `q=${encodeQueryText(String(value))}`;
  const search = new URLSearchParams();
  for (const [key, entry] of Object.entries(value)) {
    const entries: unknown[] = Array.isArray(entry) ? entry : [entry];
    for (const one of entries) {
      search.append(
        key,
        typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one),
      );
    }
  }
  return search.toString();
}

const RAW_QUERIES = ['a[b][c]=1', 'limit=1&limit=2', 'cursor=%', '%zz', 'page=1e309', '&&==', '='];

function badRequestOf(route: AppRoute): fc.Arbitrary<BadRequest> {
  const shape = pathParamsShape(route);
  const params = fc.record(
    Object.fromEntries(
      pathParamNames(route).map((name) => [name, pathValue(validOf(shape?.[name]))]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const query =
    'query' in route && route.query
      ? fc.oneof(
          { weight: 4, arbitrary: mutated(validOf(route.query)).map(queryString) },
          { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
        )
      : fc.constant('');
  const caller = route.path.startsWith('/api/inspector/')
    ? fc.constant('inspector' as const)
    : fc.constantFrom('admin' as const, 'investor' as const);
  return fc.record({ caller, params, query, body: bodyOf(route) });
}

function bodyOf(route: AppRoute): fc.Arbitrary<Body> {
  if (route.method === 'GET') return fc.constant({ kind: 'none' });
  const schema = (route as { body?: unknown }).body;
  if ('contentType' in route && route.contentType === 'multipart/form-data') {
    const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape as object) : [];
    const field = fc.tuple(
      keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), fc.string()) : fc.string(),
      badValue.map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
    );
    const form = fc.record({
      kind: fc.constant('form' as const),
      fields: fc.array(field, { maxLength: 8 }),
      file: fc.option(keys.length > 0 ? fc.constantFrom(...keys) : fc.string(), { nil: undefined }),
    });
    return fc.oneof(form, rawBody, mutated(validOf(undefined)).map(asJson));
  }
  return fc.oneof(
    { weight: 5, arbitrary: mutated(validOf(schema)).map(asJson) },
    { weight: 1, arbitrary: rawBody },
  );
}

const asJson = (value: unknown): Body => ({ kind: 'json', value });

function objectShape(schema: unknown): Record<string, unknown> | undefined {
  while (schema instanceof z.ZodEffects) schema = schema.innerType();
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, unknown>) : undefined;
}

const pathParamsShape = (route: AppRoute) =>
  objectShape((route as { pathParams?: unknown }).pathParams);

/** Text with a NUL character, which PostgreSQL cannot store in text (it once answered 500). */
const NUL_TEXT = 'a\u0000b';

/**
 * Sent to every route on every run, whatever the seed: a NUL in one query field at a time, and in
 * one text of an otherwise valid body at a time, so the rest passes validation and the NUL
 * reaches the code behind it.
 */
function nulRequests(route: AppRoute): BadRequest[] {
  const base: BadRequest = {
    caller: route.path.startsWith('/api/inspector/') ? 'inspector' : 'admin',
    params: Object.fromEntries(pathParamNames(route).map((name) => [name, '1'])),
    query: '',
    body: { kind: 'none' },
  };
  const requests: BadRequest[] = [];
  const queryShape = 'query' in route ? objectShape(route.query) : undefined;
  for (const key of Object.keys(queryShape ?? {})) {
    requests.push({ ...base, query: new URLSearchParams({ [key]: NUL_TEXT }).toString() });
  }
  const schema = (route as { body?: unknown }).body;
  if ('contentType' in route && route.contentType === 'multipart/form-data') {
    for (const key of Object.keys(objectShape(schema) ?? {})) {
      requests.push({
        ...base,
        body: { kind: 'form', fields: [[key, NUL_TEXT]], file: undefined },
      });
    }
  } else if (route.method !== 'GET') {
    const [valid] = fc.sample(validOf(schema), { numRuns: 1, seed: SEED });
    if (typeof valid === 'object' && valid !== null && !Array.isArray(valid)) {
      for (const [key, value] of Object.entries(valid)) {
        if (typeof value === 'string') {
          requests.push({ ...base, body: asJson({ ...valid, [key]: `${value}${NUL_TEXT}` }) });
        }
      }
    }
  }
  return requests;
}

// ---- Sending and judging ------------------------------------------------------------------

async function send(route: AppRoute, request: BadRequest): Promise<Response> {
  const url =
    route.path.replace(/:(\w+)/g, (_, name: string) => request.params[name] ?? '1') +
    (request.query ? `?${request.query}` : '');
  const headers: Record<string, string> = {
    authorization: `Bearer ${callers[request.caller].token}`,
    'idempotency-key': `fuzz-${Math.random()}`,
  };
  let body: string | FormData | undefined;
  const { body: sent } = request;
  if (sent.kind === 'json') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(sent.value) ?? 'null';
  } else if (sent.kind === 'raw') {
    if (sent.contentType) headers['content-type'] = sent.contentType;
    body = sent.text;
  } else if (sent.kind === 'form') {
    const form = new FormData();
    for (const [name, value] of sent.fields) form.append(name, value);
    if (sent.file) form.append(sent.file, new Blob([Buffer.from('not an image')]), 'photo.jpg');
    body = form;
  }
  return fetch(`${api.baseUrl}${url}`, { method: route.method, headers, body });
}

/** What a stack trace or a database error looks like when it leaks into an answer. */
const LEAKS =
  /\n\s+at |node_modules|\.[jt]s:\d+:\d+|syntax error at|violates .* constraint|relation ".*" does not exist|invalid input syntax for|out of range for type|duplicate key value|PostgresError|DatabaseError/;

/** What is wrong with an answer to bad input; undefined when it is fine. */
async function wrongAnswer(response: Response): Promise<string | undefined> {
  const type = response.headers.get('content-type') ?? '';
  const text = /json|text|html/.test(type) ? await response.text() : '';
  if (response.status >= 500) return `${response.status} ${text.slice(0, 300)}`;
  const leak = LEAKS.exec(text);
  if (leak) return `${response.status} leaks "${leak[0]}": ${text.slice(0, 300)}`;
  if (response.status === 400) {
    const body = (() => {
      try {
        return JSON.parse(text) as { message?: unknown };
      } catch {
        return undefined;
      }
    })();
    if (typeof body?.message !== 'string')
      return `400 without a JSON message: ${text.slice(0, 300)}`;
  }
  return undefined;
}

/**
 * After an accepted request: send the notification e-mails it queued and let them go out now
 * (the mailer would otherwise do it within 2 s, during a later refusal), and sign a caller in
 * again if it signed its session out.
 */
async function afterAccepted() {
  await api.app.notificationMailer.run();
  await api.app.email.settled();
  for (const [role, caller] of Object.entries(callers) as [keyof typeof callers, Caller][]) {
    const me = await fetch(`${api.baseUrl}/api/auth/user`, {
      headers: { authorization: `Bearer ${caller.token}` },
    });
    if (me.status === 401) callers[role] = await signedIn(api, caller.user);
  }
}

const fuzzedRoutes = allRoutes(contract).filter(
  ([, route]) =>
    pathParamNames(route).length > 0 ||
    ('query' in route && route.query !== undefined) ||
    (route.method !== 'GET' && (route as { body?: unknown }).body instanceof z.ZodType) ||
    ('contentType' in route && route.contentType === 'multipart/form-data'),
);

describe('bad input on every route', () => {
  it('covers every route with a body, query or path parameters', () => {
    expect(fuzzedRoutes.length).toBeGreaterThan(80);
  });

  for (const [name, route] of fuzzedRoutes) {
    it(
      `${name} (${route.method} ${route.path}) never answers 5xx, leaks or changes stored data when it refuses`,
      async () => {
        await fc.assert(
          fc.asyncProperty(badRequestOf(route), async (request) => {
            const response = await send(route, request);
            const wrong = await wrongAnswer(response);
            if (wrong) throw new Error(wrong);
            if (response.status < 300) {
              await afterAccepted();
              fingerprint = await storedDataFingerprint();
              return;
            }
            const before = fingerprint.split('\n');
            fingerprint = await storedDataFingerprint();
            const changed = fingerprint.split('\n').filter((part) => !before.includes(part));
            if (changed.length > 0) {
              throw new Error(
                `A refused ${response.status} changed stored data: ${changed.join(', ')}`,
              );
            }
          }),
          {
            numRuns: RUNS,
            seed: SEED,
            examples: nulRequests(route).map((request) => [request] as [BadRequest]),
          },
        );
      },
      30_000 + RUNS * 1_000,
    );
  }
});
