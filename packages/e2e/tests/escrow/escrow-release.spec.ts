import { randomBytes, randomUUID } from 'node:crypto';
import { createKysely } from '@coinvest/db';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { e2eEnv, LONG_FLOW_TIMEOUT } from '../env';
import {
  signInAsInvestor,
  signInThroughApi,
  signInThroughForm,
  signUpThroughApi,
  type TestAccount,
} from '../fixtures';
import { roomInStep, totp } from '../totp';
import { approveKyc } from '../verified-investor';

test.describe.configure({ timeout: LONG_FLOW_TIMEOUT });

const databaseUrl = `postgres://postgres:postgres@localhost:${e2eEnv.pgPort}/coinvest`;
const ghs = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'GHS' });

/** The demo project with a release plan, its milestone signed off by the demo inspector. */
const PROJECT = 'Legon Court Residences';
const MILESTONE = 'Third-floor slab cast';
/** Well inside the milestone's 20% of the one payment this test puts into the escrow. */
const RELEASED_CEDIS = 2500;

async function withDatabase<T>(work: (db: ReturnType<typeof createKysely>) => Promise<T>) {
  const db = createKysely(databaseUrl, 1);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** The demo project's signed-off milestone, a unit of it with room, and its developer. */
function demoProject() {
  return withDatabase(async (db) => {
    const unit = await db
      .selectFrom('units')
      .innerJoin('projects', 'projects.id', 'units.projectId')
      .select([
        'units.id',
        'units.projectId',
        'units.unitNumber',
        'units.minInvestmentAmount',
        'projects.minInvestment',
        'projects.developerId',
      ])
      .where('projects.title', '=', PROJECT)
      .where('units.status', 'in', ['available', 'partially_funded'])
      .orderBy('units.id')
      .executeTakeFirstOrThrow();
    const milestone = await db
      .selectFrom('projectMilestones')
      .select('id')
      .where('projectId', '=', unit.projectId)
      .where('name', '=', MILESTONE)
      .executeTakeFirstOrThrow();
    const minimum = Math.max(Number(unit.minInvestmentAmount), Number(unit.minInvestment));
    return { unit: { ...unit, minimum }, milestoneId: milestone.id };
  });
}

/** An admin of this test's own, so the shared e2e admin and the demo admins stay as they are. */
async function newAdmin(request: APIRequestContext): Promise<TestAccount> {
  const account = await signUpThroughApi(request);
  await withDatabase((db) =>
    db.updateTable('users').set({ role: 'admin' }).where('email', '=', account.email).execute(),
  );
  return account;
}

/** Turns on two-factor sign-in through the API, as the banner would; answers the key. */
async function enrolSecondFactor(request: APIRequestContext, admin: TestAccount) {
  const { token } = await signInThroughApi(request, admin.email, admin.password);
  const headers = { authorization: `Bearer ${token}` };
  const started = await request.post(`${e2eEnv.apiUrl}/api/auth/second-factor/enrolment`, {
    headers,
    data: {},
  });
  const { secret } = (await started.json()) as { secret: string };
  await roomInStep();
  const confirmed = await request.post(
    `${e2eEnv.apiUrl}/api/auth/second-factor/enrolment/confirm`,
    { headers, data: { code: totp(secret, -30), currentPassword: admin.password } },
  );
  expect(confirmed.status()).toBe(200);
  return secret;
}

/** A verified investor reserves a unit of the project and pays it by mobile money. */
async function investorPays(page: Page, request: APIRequestContext, unit: DemoUnit) {
  const account = await signUpThroughApi(request);
  const userId = await approveKyc(account.email);
  const { token } = await signInThroughApi(request, account.email, account.password);
  const reserved = await request.post(`${e2eEnv.apiUrl}/api/investments`, {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    data: {
      projectId: unit.projectId,
      unitId: unit.id,
      userId,
      amount: unit.minimum.toFixed(2),
      satisfactionConfirmed: true,
    },
  });
  expect(reserved.status()).toBe(201);

  await signInAsInvestor(page, account);
  const card = investmentCard(page, unit.unitNumber);
  const howToPay = card.getByRole('region', { name: 'How to Pay' });
  await howToPay.getByRole('radio', { name: 'Mobile money' }).check();
  await howToPay.getByRole('button', { name: 'Pay Now' }).click();
  await howToPay.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page).toHaveURL(/\/dashboard\?investment=\d+&/);
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
}

type DemoUnit = Awaited<ReturnType<typeof demoProject>>['unit'];

function investmentCard(page: Page, unitNumber: string) {
  return page.getByRole('listitem').filter({ hasText: `Unit ${unitNumber}` });
}

/** The project's Escrow section in its edit dialog on the admin site, signed in as `admin`. */
async function adminEscrow(browser: Browser, admin: TestAccount, secret?: string) {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${e2eEnv.adminUrl}/signin`);
  await signInThroughForm(page, admin.email, admin.password);
  if (secret) {
    await page.getByLabel('Code').fill(totp(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(PROJECT);
  await page
    .getByRole('article', { name: PROJECT })
    .getByRole('button', { name: `Edit ${PROJECT}` })
    .click();
  const escrow = page.getByRole('dialog', { name: 'Edit Project' }).getByRole('group', {
    name: 'Escrow',
    exact: true,
  });
  return { page, escrow };
}

test('one admin requests a release for a milestone the inspector signed off, another approves it with their code, and the investor sees it paid', async ({
  browser,
  page,
  request,
}) => {
  const { unit, milestoneId } = await demoProject();
  const reason = `Third-floor slab inspected ${randomBytes(3).toString('hex')}`;
  const released = ghs.format(RELEASED_CEDIS);

  // An investor's payment puts cedis in the project's escrow.
  await investorPays(page, request, unit);

  const requester = await newAdmin(request);
  const approver = await newAdmin(request);
  const secret = await enrolSecondFactor(request, approver);

  // The first admin asks for part of the milestone's tranche; it waits for a second admin.
  const first = await adminEscrow(browser, requester);
  const form = first.escrow.getByRole('form', { name: 'Request a release' });
  await form.getByRole('combobox', { name: /^Tranche/ }).selectOption(String(milestoneId));
  await form.getByRole('textbox', { name: /^Amount in cedis/ }).fill(String(RELEASED_CEDIS));
  await form.getByRole('textbox', { name: /^Reason/ }).fill(reason);
  await form.getByRole('button', { name: 'Request release' }).click();
  const requested = first.escrow
    .getByRole('table', { name: 'Releases', exact: true })
    .getByRole('row', { name: new RegExp(reason) });
  await expect(requested.getByText('Awaiting approval')).toBeVisible();
  await expect(requested.getByRole('button', { name: 'Approve', exact: true })).toBeVisible();

  // The second admin approves it with a new code from their authenticator.
  const second = await adminEscrow(browser, approver, secret);
  const waiting = second.escrow
    .getByRole('table', { name: 'Releases', exact: true })
    .getByRole('row', { name: new RegExp(reason) });
  await waiting.getByRole('button', { name: 'Approve', exact: true }).click();
  const approve = second.page.getByRole('dialog', { name: 'Approve release' });
  await approve.getByLabel(/^Your current authenticator code/).fill(totp(secret, 30));
  await approve.getByRole('button', { name: 'Approve release' }).click();
  await expect(approve).toBeHidden();
  await expect(waiting.getByText(/^(Transferring|Paid)$/)).toBeVisible();

  // The provider's transfer.success marks it paid: the investor sees it on the project page,
  // with the inspector's sign-off it rests on.
  await page.goto(`${e2eEnv.investorUrl}/projects/${unit.projectId}`);
  const escrow = page.getByRole('region', { name: 'Escrow', exact: true });
  const release = escrow
    .getByRole('list', { name: 'Releases', exact: true })
    .getByRole('listitem')
    .filter({ hasText: reason });
  await expect(async () => {
    await page.reload();
    await expect(release.getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 120_000 });
  await expect(release.getByText(MILESTONE, { exact: true })).toBeVisible();
  await expect(release.getByText(released)).toBeVisible();
  await expect(release.getByText(/^Signed off by Efua Mensah on /)).toBeVisible();
  await expect(
    escrow
      .getByRole('table', { name: 'Release plan' })
      .getByRole('row', { name: /^Opening tranche/ }),
  ).toBeVisible();

  // And on the dashboard, the investment's card sums up the project's escrow.
  await page.goto(`${e2eEnv.investorUrl}/dashboard`);
  await expect(
    investmentCard(page, unit.unitNumber).getByRole('group', { name: 'Escrow', exact: true }),
  ).toContainText(`Latest release: ${released} for ${MILESTONE}`);
});
