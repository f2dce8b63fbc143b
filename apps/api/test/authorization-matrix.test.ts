import { ROUTE_ACCESS, type TAccessLevel } from '@coinvest/contract';
import {
  createDeveloper,
  createInvestment,
  createKycVerification,
  createProject,
  createProjectUpdate,
  createUnit,
  createUser,
} from '@coinvest/db/testing';
import type { AppRoute } from '@ts-rest/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, signedInAdmin, type Caller } from './admin-fixtures';
import { allRoutes } from './contract-routes';
import { startTestApi, type TestApi } from './helpers';
import { OTHER_PARAMS, pathParams, validBodies } from './route-inputs';

/**
 * The authorization matrix (docs/authorization.md): every route of the contract, called as each
 * kind of caller, against the table in packages/contract/src/access.ts.
 */

const CALLERS = [
  'visitor',
  'user',
  'another',
  'unverified',
  'admin',
  'inspector',
  'otherInspector',
] as const;
type CallerName = (typeof CALLERS)[number];

/** 'allowed': anything but 401 or 403; 'not-theirs': 403 or 404 (someone else's resource). */
type Outcome = 'allowed' | 401 | 403 | 'not-theirs';

const refusedUnlessOwner = {
  visitor: 401,
  user: 'allowed',
  another: 'not-theirs',
  unverified: 'not-theirs',
  admin: 'not-theirs',
  inspector: 'not-theirs',
  otherInspector: 'not-theirs',
} as const;

/** What each caller gets at each level of the table. */
const EXPECTED: Record<TAccessLevel, Record<CallerName, Outcome>> = {
  public: {
    visitor: 'allowed',
    user: 'allowed',
    another: 'allowed',
    unverified: 'allowed',
    admin: 'allowed',
    inspector: 'allowed',
    otherInspector: 'allowed',
  },
  'signed-in': {
    visitor: 401,
    user: 'allowed',
    another: 'allowed',
    unverified: 'allowed',
    admin: 'allowed',
    inspector: 'allowed',
    otherInspector: 'allowed',
  },
  investor: {
    visitor: 401,
    user: 'allowed',
    another: 'allowed',
    unverified: 'allowed',
    admin: 'allowed',
    inspector: 403,
    otherInspector: 403,
  },
  'kyc-verified': {
    visitor: 401,
    user: 'allowed',
    another: 'allowed',
    unverified: 403,
    admin: 'allowed',
    inspector: 403,
    otherInspector: 403,
  },
  owner: refusedUnlessOwner,
  'owner-or-admin': { ...refusedUnlessOwner, admin: 'allowed' },
  admin: {
    visitor: 401,
    user: 403,
    another: 403,
    unverified: 403,
    admin: 'allowed',
    inspector: 403,
    otherInspector: 403,
  },
  inspector: {
    visitor: 401,
    user: 403,
    another: 403,
    unverified: 403,
    admin: 403,
    inspector: 'allowed',
    otherInspector: 'allowed',
  },
  'assigned-inspector': {
    visitor: 401,
    user: 403,
    another: 403,
    unverified: 403,
    admin: 403,
    inspector: 'allowed',
    otherInspector: 403,
  },
};

/** Bodies the id routes' shared inputs do not hold, where the check comes after validation. */
const EXTRA_BODIES: Record<string, unknown> = {
  startSecondFactorEnrolment: {},
  confirmSecondFactorEnrolment: { code: '123456', currentPassword: 'not-the-password' },
  verifyEmail: { code: '123456' },
};

let api: TestApi;
let callers: Record<Exclude<CallerName, 'visitor'>, Caller>;
/** The user's approved KYC record. */
let userKycId: number;
/** The records GET routes read; each other route gets its own (freshResources). */
let shared: Resources;

interface Resources {
  projectId: number;
  unitId: number;
  developerId: number;
  interestId: number;
  /** The user's, pending payment. */
  investmentId: number;
  /** Someone's KYC waiting for review. */
  pendingKycId: number;
  goalId: number;
  notificationId: number;
  milestoneId: number;
  pictureId: number;
  updateId: number;
}

/** A project (its inspector assigned) with a record of every kind a path can name. */
async function freshResources(): Promise<Resources> {
  const { db } = api;
  const userId = callers.user.user.id;
  const project = await createProject(db);
  const unit = await createUnit(db, { projectId: project.id });
  const developer = await createDeveloper(db);
  await db
    .insertInto('developerLicences')
    .values({
      developerId: developer.id,
      kind: 'greda_membership',
      number: 'G/1',
      expiresOn: '2030-01-31',
    })
    .execute();
  await db
    .insertInto('inspectorAssignments')
    .values({ inspectorId: callers.inspector.user.id, projectId: project.id })
    .execute();
  const interest = await db
    .insertInto('projectInterests')
    .values({ userId, projectId: project.id, interestAmount: '5000' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const investment = await createInvestment(db, {
    userId,
    unitId: unit.id,
    status: 'pending_payment',
    amount: '1000.00',
  });
  const pendingKyc = await createKycVerification(db);
  const goal = await db
    .insertInto('financialGoals')
    .values({ userId, goalName: 'A flat', targetAmount: '50000.00' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const notification = await db
    .insertInto('notifications')
    .values({ userId, title: 'Welcome', message: 'Welcome aboard.' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const milestone = await db
    .insertInto('projectMilestones')
    .values({ projectId: project.id, name: 'Roof', plannedDate: '2027-06-30', plannedPercent: 60 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const picture = await db
    .insertInto('pictures')
    .values({
      storageKey: `pictures/matrix-${project.id}`,
      contentType: 'image/webp',
      byteSize: 100,
      width: 320,
      height: 200,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const projectPicture = await db
    .insertInto('projectPictures')
    .values({ projectId: project.id, pictureId: picture.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const update = await createProjectUpdate(db, { projectId: project.id });
  return {
    projectId: project.id,
    unitId: unit.id,
    developerId: developer.id,
    interestId: interest.id,
    investmentId: investment.id,
    pendingKycId: pendingKyc.id,
    goalId: goal.id,
    notificationId: notification.id,
    milestoneId: milestone.id,
    pictureId: projectPicture.id,
    updateId: update.id,
  };
}

beforeAll(async () => {
  api = await startTestApi();
  const verified = async () => {
    const user = await createUser(api.db);
    const kyc = await createKycVerification(api.db, { userId: user.id, status: 'approved' });
    return { caller: await signedIn(api, user), kycId: kyc.id };
  };
  const [user, another, unverified, admin, inspector, otherInspector] = await Promise.all([
    verified(),
    verified().then(({ caller }) => caller),
    createUser(api.db).then((person) => signedIn(api, person)),
    signedInAdmin(api),
    createUser(api.db, { role: 'inspector' }).then((person) => signedIn(api, person)),
    createUser(api.db, { role: 'inspector' }).then((person) => signedIn(api, person)),
  ]);
  callers = { user: user.caller, another, unverified, admin, inspector, otherInspector };
  userKycId = user.kycId;
  shared = await freshResources();
});
afterAll(() => api.close());

/** The value of each path parameter: the user's records, or the admin's subject. */
async function paramsOf(
  route: AppRoute,
  level: TAccessLevel,
  res: Resources,
): Promise<Record<string, string>> {
  const { path } = route;
  const idOf = (): number => {
    if (path.startsWith('/api/notifications/')) return res.notificationId;
    if (path.includes('/developers/')) return res.developerId;
    if (path.includes('/project-interests/')) return res.interestId;
    if (path.includes('/investments/')) return res.investmentId;
    if (path.includes('/inspectors/')) return callers.inspector.user.id;
    if (path.startsWith('/api/pictures/')) return res.pictureId;
    return res.projectId;
  };
  const values: Record<string, () => number | string | Promise<string>> = {
    id: idOf,
    unitId: () => res.unitId,
    userId: () => callers.user.user.id,
    // The admin reviews someone's pending record; the user reads their own.
    kycId: () => (level === 'admin' ? res.pendingKycId : userKycId),
    goalId: () => res.goalId,
    investmentId: () => res.investmentId,
    milestoneId: () => res.milestoneId,
    projectId: () => res.projectId,
    pictureId: () => res.pictureId,
    updateId: () => res.updateId,
    // No proposal is pending: an admin's call is answered 409, anyone else's refused first.
    proposalId: () => '1',
    // No background job has failed: an admin's retry is answered 404, anyone else's refused first.
    jobId: () => '1',
    // No release of escrow exists: an admin's call is answered 404, anyone else's refused first.
    releaseId: () => '1',
    year: () => String(new Date().getFullYear()),
    width: () => '320',
    // A second session of the user, made for this call.
    sessionId: async () => sessionIdOf((await signedIn(api, callers.user.user)).token),
  };
  const params: Record<string, string> = {};
  for (const name of pathParams(route)) {
    const value = OTHER_PARAMS[name] ?? (await values[name]?.());
    if (value === undefined) throw new Error(`No value for :${name} of ${path}`);
    params[name] = String(value);
  }
  return params;
}

/** The session a token names (its sid claim). */
function sessionIdOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sid: string }).sid;
}

function call(
  route: AppRoute,
  params: Record<string, string>,
  token: string | null,
  body: unknown,
) {
  const url = route.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  return fetch(`${api.baseUrl}${url}`, {
    method: route.method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(hasBody && { 'content-type': 'application/json' }),
    },
    ...(hasBody && { body: JSON.stringify(body ?? {}) }),
  });
}

/**
 * Every stored row, table by table (a session's last-seen time and the rate-limit counters
 * aside: they change on every call by design).
 */
async function storedData(): Promise<Map<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not in ('rate_limits') and table_name not like 'kysely_%'
    order by table_name`.execute(api.db);
  const hashes = await sql<{ name: string; hash: string }>`${sql.join(
    tables.rows.map(
      ({ name }) =>
        sql`select ${name} as name, md5(coalesce(string_agg((to_jsonb(t) - 'last_seen_at')::text, ',' order by (to_jsonb(t) - 'last_seen_at')::text), '')) as hash from ${sql.table(name)} t`,
    ),
    sql` union all `,
  )}`.execute(api.db);
  return new Map(hashes.rows.map(({ name, hash }) => [name, hash]));
}

/** The stored data once work started by earlier calls (e-mails, notifications) has settled. */
async function settledData(): Promise<Map<string, string>> {
  await api.app.email.settled();
  let before = await storedData();
  for (let attempt = 0; attempt < 20; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const after = await storedData();
    if (changedTables(before, after).length === 0) return after;
    before = after;
  }
  return before;
}

const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
  [...after].filter(([name, hash]) => before.get(name) !== hash).map(([name]) => name);

/** What was wrong with an answer, or undefined when it is what the table says. */
async function wrongAnswer(response: Response, outcome: Outcome): Promise<string | undefined> {
  const text = await response.text();
  const { status } = response;
  const answer = `${status} ${text.slice(0, 200)}`;
  if (outcome === 'allowed') {
    return status === 401 || status === 403 || status >= 500 ? answer : undefined;
  }
  const expected = outcome === 'not-theirs' ? [403, 404] : [outcome];
  let message: unknown;
  try {
    message = (JSON.parse(text) as { message?: unknown }).message;
  } catch {
    message = undefined;
  }
  if (expected.includes(status) && typeof message === 'string' && message !== '') return undefined;
  return `expected ${expected.join(' or ')} with a message, got ${answer}`;
}

const routes = allRoutes();

/** One route, its level and the records its path names. */
interface Plan {
  name: string;
  route: AppRoute;
  level: TAccessLevel;
  params: Record<string, string>;
  res: Resources;
}

interface Call {
  plan: Plan;
  callerName: CallerName;
  outcome: Outcome;
}

let calls: Call[];

/** Runs work on items, `width` at a time: the API answers several callers at once. */
async function inPool<T, R>(items: T[], width: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

beforeAll(async () => {
  const plans = await inPool(
    routes.filter(([name]) => name in ROUTE_ACCESS),
    4,
    async ([name, route]): Promise<Plan> => {
      const level = ROUTE_ACCESS[name as keyof typeof ROUTE_ACCESS];
      // Routes that write to a record their path names get records of their own, so one
      // route's change (a deletion, a decision) cannot reach another.
      const writes = route.method !== 'GET' && pathParams(route).length > 0;
      const res = writes ? await freshResources() : shared;
      return { name, route, level, params: await paramsOf(route, level, res), res };
    },
  );
  calls = plans.flatMap((plan) =>
    CALLERS.map((callerName) => ({ plan, callerName, outcome: EXPECTED[plan.level][callerName] })),
  );
});

/** Makes one call; what was wrong with its answer, or undefined. */
async function check({ plan, callerName, outcome }: Call): Promise<string | undefined> {
  const { name, route, level, params, res } = plan;
  const caller = callerName === 'visitor' ? undefined : callers[callerName];
  const ids = {
    userId: (caller ?? callers.user).user.id,
    projectId: res.projectId,
    unitId: res.unitId,
  };
  const body = validBodies(ids)[name] ?? EXTRA_BODIES[name];
  // Signing out ends the session it is called with: a session of its own.
  const token =
    caller && name === 'logout' ? (await signedIn(api, caller.user)).token : caller?.token;
  const wrong = await wrongAnswer(await call(route, params, token ?? null, body), outcome);
  return wrong && `${name} as ${callerName} (${level}): ${wrong}`;
}

describe('the authorization matrix', () => {
  it('names every route of the contract once, and only those', () => {
    const names = routes.map(([name]) => name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(names.filter((name) => !(name in ROUTE_ACCESS))).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((name) => !names.includes(name))).toEqual([]);
  });

  it('refuses every caller the table refuses, with a message, and changes nothing', async () => {
    const refused = calls.filter((c) => c.outcome !== 'allowed');
    const before = await settledData();
    const failures = (await inPool(refused, 6, check)).filter(Boolean);
    expect(failures).toEqual([]);
    expect(changedTables(before, await storedData())).toEqual([]);
  });

  // After the refusals, so what these calls change cannot hide a change a refused call made.
  it('lets every caller the table allows through', async () => {
    const allowed = calls.filter((c) => c.outcome === 'allowed');
    const failures = (await inPool(allowed, 6, check)).filter(Boolean);
    expect(failures).toEqual([]);
  });
});
