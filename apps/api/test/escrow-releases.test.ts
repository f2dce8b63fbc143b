import { ESCROW_ERROR_CODES, ESCROW_MESSAGES, SCHEDULE_MESSAGES } from '@coinvest/contract';
import {
  createDeveloper,
  createInvestment,
  createProject,
  createProjectUpdate,
  createUnit,
  createUser,
} from '@coinvest/db/testing';
import { sql } from 'kysely';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_PAYSTACK_SECRET_KEY } from '../src/config';
import { reconcileLedger } from '../src/features/ledger/reconcile-ledger';
import { paystackSignature } from '../src/features/payments/paystack';
import {
  auditCount,
  auditRecordsOf,
  signedIn,
  signedInAdmin,
  signedInInspector,
  type Caller,
} from './admin-fixtures';
import { mailboxEmails, startTestApi, type TestApi } from './helpers';

let api: TestApi;
let admin: Caller;
let secondAdmin: Caller;
let inspector: Caller;

beforeAll(async () => {
  api = await startTestApi();
  await api.db
    .updateTable('currencyRates')
    .set({ rate: '15.25' })
    .where('code', '=', 'GHS')
    .execute();
  admin = await signedInAdmin(api);
  secondAdmin = await signedInAdmin(api);
  inspector = await signedInInspector(api);
});
afterAll(() => api.close());

function standIn() {
  const standIn = api.app.paystackStandIn;
  if (!standIn) throw new Error('The API did not start the Paystack stand-in');
  return standIn;
}

const byPassword = (caller: Caller) => ({ currentPassword: caller.user.plainPassword });

/**
 * A project under construction with a developer, two milestones and a release plan of 20% at
 * the opening and 30% for the first milestone; `payoutAccount` names the developer's account
 * number (undefined: none on file).
 */
async function projectWithPlan(options: { payoutAccount?: string; status?: 'planning' } = {}) {
  const developer = await createDeveloper(api.db);
  const project = await createProject(api.db, {
    developerId: developer.id,
    status: options.status ?? 'under_construction',
  });
  const [foundation, roof] = await api.db
    .insertInto('projectMilestones')
    .values([
      {
        projectId: project.id,
        name: 'Foundation',
        plannedDate: '2027-03-31',
        plannedPercent: 20,
        position: 1,
      },
      {
        projectId: project.id,
        name: 'Roof',
        plannedDate: '2027-09-30',
        plannedPercent: 60,
        position: 2,
      },
    ])
    .returning('id')
    .execute();
  if (!foundation || !roof) throw new Error('The milestones were not written');
  const plan = await admin.client.adminEscrow.putReleasePlan({
    params: { id: String(project.id) },
    body: {
      tranches: [
        { milestoneId: null, sharePercent: '20' },
        { milestoneId: foundation.id, sharePercent: '30' },
      ],
    },
  });
  if (plan.status !== 200) throw new Error(JSON.stringify(plan.body));
  expect(plan.status).toBe(200);
  if (options.payoutAccount !== undefined) {
    const account = await admin.client.adminPayoutAccounts.putPayoutAccount({
      params: { id: String(developer.id) },
      body: { kind: 'bank_account', bankCode: '280100', accountNumber: options.payoutAccount },
    });
    expect(account.status).toBe(200);
  }
  return { project, developer, foundationId: foundation.id, roofId: roof.id };
}

/** An investor pays 5,000 dollars (76,250 cedis) through the provider: the escrow holds it. */
async function paidInto(projectId: number) {
  const user = await createUser(api.db);
  const unit = await createUnit(api.db, { projectId, price: '100000.00' });
  const investment = await createInvestment(api.db, {
    userId: user.id,
    unitId: unit.id,
    amount: '5000.00',
    status: 'pending_payment',
    paymentMethod: null,
  });
  const investor = await signedIn(api, user);
  const started = await investor.client.payments.startPayment({
    params: { id: String(investment.id) },
    body: { channel: 'mobile_money' },
  });
  if (started.status !== 201) throw new Error(`Start payment answered ${started.status}`);
  await standIn().settle(started.body.reference, 'success');
  return investor;
}

/** The inspector verifies an update reaching the milestone. */
function signOff(projectId: number, milestoneId: number) {
  return createProjectUpdate(api.db, {
    projectId,
    milestoneId,
    verificationStatus: 'verified',
    reviewedBy: inspector.user.id,
    reviewedAt: new Date(),
  });
}

function requestRelease(
  caller: Caller,
  projectId: number,
  body: { milestoneId: number | null; amount: string; reason?: string },
) {
  return caller.client.adminEscrow.requestEscrowRelease({
    params: { id: String(projectId) },
    body: { reason: 'Foundations poured and inspected', ...body },
  });
}

function approve(caller: Caller, releaseId: number) {
  return caller.client.adminEscrow.approveEscrowRelease({
    params: { releaseId: String(releaseId) },
    body: byPassword(caller),
  });
}

function releaseRow(id: number) {
  return api.db
    .selectFrom('escrowReleases')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The escrow's balances as the admin reads them. */
async function adminEscrow(projectId: number) {
  const response = await admin.client.adminEscrow.getAdminProjectEscrow({
    params: { id: String(projectId) },
  });
  if (response.status !== 200) throw new Error(`The admin's escrow answered ${response.status}`);
  return response.body;
}

/** The entries a release caused, each as its account keys and signed amounts, in order. */
async function entriesOfRelease(releaseId: number) {
  const rows = await api.db
    .selectFrom('ledgerEntries as e')
    .innerJoin('ledgerPostings as l', 'l.entryId', 'e.id')
    .innerJoin('ledgerAccounts as a', 'a.id', 'l.accountId')
    .select(['e.id', 'e.causeType', 'a.kind', 'l.amountMinor'])
    .where('e.causeType', 'in', ['release', 'transfer'])
    .where('e.causeId', '=', String(releaseId))
    .orderBy('e.id')
    .orderBy('l.amountMinor', 'desc')
    .execute();
  const entries = new Map<string, { cause: string; postings: string[] }>();
  for (const row of rows) {
    const entry = entries.get(row.id) ?? { cause: row.causeType, postings: [] };
    entry.postings.push(`${row.kind} ${row.amountMinor}`);
    entries.set(row.id, entry);
  }
  return [...entries.values()];
}

async function ledgerBalanced() {
  const totals = await api.db
    .selectFrom('ledgerPostings')
    .select(sql<string>`sum(amount_minor)`.as('total'))
    .groupBy('currency')
    .execute();
  expect(totals.every((row) => row.total === '0')).toBe(true);
  expect((await reconcileLedger(api.db)).differences).toBe(0);
}

async function writes() {
  const [releases, entries] = await Promise.all([
    api.db
      .selectFrom('escrowReleases')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    api.db
      .selectFrom('ledgerEntries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { releases: releases.n, entries: entries.n, audit: await auditCount(api.db) };
}

function postWebhook(body: string) {
  return fetch(`${api.baseUrl}/api/payments/paystack/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': paystackSignature(DEV_PAYSTACK_SECRET_KEY, body),
    },
    body,
  });
}

const transferEvent = (event: string, reference: string) =>
  JSON.stringify({
    event,
    data: { reference, status: event.split('.')[1], reason: 'Recalled by the bank', amount: 1 },
  });

/** Approved by the second admin, and the provider's event delivered. */
async function approvedAndDelivered(releaseId: number) {
  const approved = await approve(secondAdmin, releaseId);
  await standIn().delivered();
  return approved;
}

describe('PUT /api/secure-admin/projects/:id/release-plan', () => {
  it('replaces the plan, refuses unknown projects and milestones, and locks once an investment is confirmed', async () => {
    const { project, foundationId, roofId } = await projectWithPlan();
    const put = (id: number, tranches: { milestoneId: number | null; sharePercent: string }[]) =>
      admin.client.adminEscrow.putReleasePlan({ params: { id: String(id) }, body: { tranches } });

    expect((await put(2_000_000_000, [])).status).toBe(404);
    const unknown = await put(project.id, [{ milestoneId: 2_000_000_000, sharePercent: '10' }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: ESCROW_MESSAGES.trancheMilestoneUnknown });

    const replaced = await put(project.id, [
      { milestoneId: foundationId, sharePercent: '12.5' },
      { milestoneId: roofId, sharePercent: '40' },
    ]);
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual([
      expect.objectContaining({
        milestoneId: foundationId,
        sharePercent: '12.50',
        signedOff: false,
      }),
      expect.objectContaining({ milestoneId: roofId, sharePercent: '40.00', released: '0.00' }),
    ]);
    const stored = await api.db
      .selectFrom('releaseTranches')
      .select(['milestoneId', 'shareBps'])
      .where('projectId', '=', project.id)
      .orderBy('shareBps')
      .execute();
    expect(stored).toEqual([
      { milestoneId: foundationId, shareBps: 1250 },
      { milestoneId: roofId, shareBps: 4000 },
    ]);
    expect((await auditRecordsOf(api.db, 'project', project.id)).map((r) => r.action)).toEqual([
      'escrow.release_plan',
      'escrow.release_plan',
    ]);
    expect((await adminEscrow(project.id)).planEditable).toBe(true);

    await paidInto(project.id);
    const locked = await put(project.id, [{ milestoneId: null, sharePercent: '100' }]);
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({
      message: ESCROW_MESSAGES.releasePlanLocked,
      errorCode: ESCROW_ERROR_CODES.releasePlanLocked,
    });
    expect((await adminEscrow(project.id)).planEditable).toBe(false);
  });

  it('refuses to delete a milestone with a tranche (409), and deletes it once out of the plan', async () => {
    const { project, foundationId, roofId } = await projectWithPlan();
    const remove = (milestoneId: number) =>
      admin.client.adminSchedule.deleteMilestone({
        params: { id: String(project.id), milestoneId: String(milestoneId) },
      });
    const refusedDelete = await remove(foundationId);
    expect(refusedDelete.status).toBe(409);
    expect(refusedDelete.body).toMatchObject({ message: SCHEDULE_MESSAGES.milestoneHasEscrow });
    expect((await remove(roofId)).status).toBe(200);
  });
});

describe('POST /api/secure-admin/projects/:id/escrow-releases', () => {
  it('refuses, writing nothing, a milestone not signed off, an amount above the tranche, a missing or unverified payout account, and the opening tranche before funding closed', async () => {
    const { project, foundationId, roofId } = await projectWithPlan();
    await paidInto(project.id);
    await signOff(project.id, foundationId);
    const before = await writes();

    // No payout account on file (the developer's is checked after the milestone's sign-off).
    const noAccount = await requestRelease(admin, project.id, {
      milestoneId: foundationId,
      amount: '100.00',
    });
    expect(noAccount.status).toBe(409);
    expect(noAccount.body).toMatchObject({
      message: ESCROW_MESSAGES.releaseNoPayoutAccount,
      errorCode: ESCROW_ERROR_CODES.releaseNoPayoutAccount,
    });

    const developerId = (await adminEscrow(project.id)).developerId ?? 0;
    const account = await admin.client.adminPayoutAccounts.putPayoutAccount({
      params: { id: String(developerId) },
      body: { kind: 'bank_account', bankCode: '280100', accountNumber: '1234567890' },
    });
    expect(account.status).toBe(200);
    const afterAccount = await writes();

    const noTranche = await requestRelease(admin, project.id, {
      milestoneId: roofId,
      amount: '100.00',
    });
    expect(noTranche.status).toBe(409);
    expect(noTranche.body).toMatchObject({ message: ESCROW_MESSAGES.releaseNoTranche });

    // A tranche for the roof, but no inspector signed it off.
    await api.db
      .insertInto('releaseTranches')
      .values({ projectId: project.id, milestoneId: roofId, shareBps: 1000 })
      .execute();
    // An update reaching it that is only reported does not count.
    await createProjectUpdate(api.db, {
      projectId: project.id,
      milestoneId: roofId,
      verificationStatus: 'reported',
    });
    const notSignedOff = await requestRelease(admin, project.id, {
      milestoneId: roofId,
      amount: '100.00',
    });
    expect(notSignedOff.status).toBe(409);
    expect(notSignedOff.body).toMatchObject({
      message: ESCROW_MESSAGES.releaseNotSignedOff,
      errorCode: ESCROW_ERROR_CODES.releaseNotSignedOff,
    });

    // 30% of 76,250.00 cedis is 22,875.00: a pesewa more is refused.
    const above = await requestRelease(admin, project.id, {
      milestoneId: foundationId,
      amount: '22875.01',
    });
    expect(above.status).toBe(409);
    expect(above.body).toMatchObject({
      message: ESCROW_MESSAGES.releaseAboveTranche,
      errorCode: ESCROW_ERROR_CODES.releaseAboveTranche,
    });
    const after = await writes();
    expect(after.releases).toBe(before.releases);
    expect(after.entries).toBe(before.entries);
    expect(after.audit).toBe(afterAccount.audit);

    // The whole tranche may be asked for; then nothing of it remains.
    const whole = await requestRelease(admin, project.id, {
      milestoneId: foundationId,
      amount: '22875.00',
    });
    expect(whole.status).toBe(201);
    const more = await requestRelease(admin, project.id, {
      milestoneId: foundationId,
      amount: '0.01',
    });
    expect(more.status).toBe(409);
    expect(more.body).toMatchObject({ errorCode: ESCROW_ERROR_CODES.releaseAboveTranche });

    // The opening tranche waits for funding to close.
    const early = await projectWithPlan({ status: 'planning', payoutAccount: '1234567890' });
    await paidInto(early.project.id);
    const notFunded = await requestRelease(admin, early.project.id, {
      milestoneId: null,
      amount: '10.00',
    });
    expect(notFunded.status).toBe(409);
    expect(notFunded.body).toMatchObject({ message: ESCROW_MESSAGES.releaseNotFunded });
  });

  it('lets two requests at once take no more than the tranche', async () => {
    const { project } = await projectWithPlan({ payoutAccount: '1234567890' });
    await paidInto(project.id);
    // 20% of 76,250.00 is 15,250.00: two requests of 10,000.00 cannot both fit.
    const [first, second] = await Promise.all([
      requestRelease(admin, project.id, { milestoneId: null, amount: '10000.00' }),
      requestRelease(secondAdmin, project.id, { milestoneId: null, amount: '10000.00' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
  });
});

describe('approving a release', () => {
  it('takes a second admin; moves escrow to the developer through balanced entries, paid on transfer.success once however often it is told, and tells the investors', async () => {
    const { project, foundationId } = await projectWithPlan({ payoutAccount: '1234567890' });
    const investor = await paidInto(project.id);
    const update = await signOff(project.id, foundationId);
    const requested = await requestRelease(admin, project.id, {
      milestoneId: foundationId,
      amount: '20000.00',
    });
    expect(requested.status).toBe(201);
    if (requested.status !== 201) return;
    expect(requested.body).toMatchObject({
      status: 'awaiting_approval',
      amount: '20000.00',
      requestedBy: { id: admin.user.id },
      approvedBy: null,
    });
    const releaseId = requested.body.id;

    // Waiting: the investors do not see it yet.
    const publicBefore = await api.client.escrow.getProjectEscrow({
      params: { id: String(project.id) },
    });
    expect(publicBefore.status).toBe(200);
    if (publicBefore.status !== 200) return;
    expect(publicBefore.body.releases).toEqual([]);

    // The requester cannot approve their own, whatever proof they give.
    const before = await writes();
    const own = await approve(admin, releaseId);
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({
      message: ESCROW_MESSAGES.ownRelease,
      errorCode: ESCROW_ERROR_CODES.ownRelease,
    });
    const noProof = await secondAdmin.client.adminEscrow.approveEscrowRelease({
      params: { releaseId: String(releaseId) },
      body: {},
    });
    expect(noProof.status).toBe(400);
    expect(noProof.body).toMatchObject({
      message: ESCROW_MESSAGES.releaseConfirmationPasswordRequired,
    });
    expect(await writes()).toEqual(before);
    expect((await releaseRow(releaseId)).status).toBe('awaiting_approval');

    const approved = await approvedAndDelivered(releaseId);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ approvedBy: { id: secondAdmin.user.id } });
    const row = await releaseRow(releaseId);
    expect(row).toMatchObject({
      status: 'paid',
      approvedBy: secondAdmin.user.id,
      recipientCode: expect.stringMatching(/^RCP_/) as unknown,
      transferCode: expect.stringMatching(/^TRF_/) as unknown,
      transferReference: expect.stringMatching(/^release_/) as unknown,
      paidAt: expect.any(Date) as unknown,
    });
    expect(await entriesOfRelease(releaseId)).toEqual([
      { cause: 'release', postings: ['project_escrow 2000000', 'developer_payable -2000000'] },
      { cause: 'transfer', postings: ['developer_payable 2000000', 'provider_clearing -2000000'] },
    ]);
    await ledgerBalanced();

    // The provider repeats itself: nothing more is posted.
    const success = standIn().deliveries.find(
      (delivery) =>
        delivery.body.includes('"transfer.success"') &&
        delivery.body.includes(row.transferReference ?? '-'),
    );
    expect(success?.status).toBe(200);
    expect((await postWebhook(success?.body ?? '')).status).toBe(200);
    expect((await postWebhook(success?.body ?? '')).status).toBe(200);
    expect(await entriesOfRelease(releaseId)).toHaveLength(2);

    const escrow = await adminEscrow(project.id);
    expect(escrow.balances).toEqual([
      { currency: 'GHS', received: '76250.00', released: '20000.00', held: '56250.00' },
    ]);
    expect(escrow.tranches).toContainEqual(
      expect.objectContaining({ milestoneId: foundationId, signedOff: true, released: '20000.00' }),
    );
    expect(escrow.releases[0]).toMatchObject({
      id: releaseId,
      status: 'paid',
      requestedBy: { username: admin.user.username },
      approvedBy: { username: secondAdmin.user.username },
      transferReference: row.transferReference,
      failureReason: null,
    });

    // Investors see it paid, with the inspector's sign-off.
    const publicAfter = await api.client.escrow.getProjectEscrow({
      params: { id: String(project.id) },
    });
    if (publicAfter.status !== 200) throw new Error(`Answered ${publicAfter.status}`);
    expect(publicAfter.body.releases).toEqual([
      expect.objectContaining({
        id: releaseId,
        status: 'paid',
        milestoneName: 'Foundation',
        amount: '20000.00',
        signOff: expect.objectContaining({ updateId: update.id }) as unknown,
      }),
    ]);
    expect(publicAfter.body.releases[0]).not.toHaveProperty('transferReference');

    const notes = await api.db
      .selectFrom('notifications')
      .select(['title', 'message'])
      .where('userId', '=', investor.user.id)
      .where('title', '=', 'Escrow released')
      .execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]?.message).toContain(project.title);
    expect(notes[0]?.message).toContain('Foundation');
    expect(notes[0]?.message).toContain('GHS 20000.00');
    // And by e-mail, as investors get payment news unless they turned it off.
    await api.app.notificationMailer.run();
    await api.app.email.settled();
    const mails = (await mailboxEmails(api.mailDir)).filter(
      (mail) => mail.to === investor.user.email && mail.text.includes('GHS 20000.00'),
    );
    expect(mails).toHaveLength(1);

    expect(
      (await auditRecordsOf(api.db, 'escrow_release', releaseId)).map((r) => r.action),
    ).toEqual(['escrow.release_request', 'escrow.release_approve']);
    // Approved once only.
    expect((await approve(secondAdmin, releaseId)).status).toBe(409);
  });

  it('gives the money back to escrow when the provider fails the transfer', async () => {
    const { project } = await projectWithPlan({ payoutAccount: '1234560009' });
    await paidInto(project.id);
    const requested = await requestRelease(admin, project.id, {
      milestoneId: null,
      amount: '5000.00',
    });
    if (requested.status !== 201) throw new Error(`Answered ${requested.status}`);
    await approvedAndDelivered(requested.body.id);

    expect(await releaseRow(requested.body.id)).toMatchObject({
      status: 'failed',
      failureReason: expect.any(String) as unknown,
      endedAt: expect.any(Date) as unknown,
    });
    const entries = await entriesOfRelease(requested.body.id);
    const net = entries
      .flatMap((entry) => entry.postings)
      .filter((posting) => posting.startsWith('project_escrow'))
      .reduce((sum, posting) => sum + BigInt(posting.split(' ')[1] ?? '0'), 0n);
    expect(net).toBe(0n);
    expect((await adminEscrow(project.id)).balances).toEqual([
      { currency: 'GHS', received: '76250.00', released: '0.00', held: '76250.00' },
    ]);
    await ledgerBalanced();
  });

  it('gives the money back to escrow when the provider reverses a paid transfer, once', async () => {
    const { project } = await projectWithPlan({ payoutAccount: '1234567890' });
    await paidInto(project.id);
    const requested = await requestRelease(admin, project.id, {
      milestoneId: null,
      amount: '5000.00',
    });
    if (requested.status !== 201) throw new Error(`Answered ${requested.status}`);
    await approvedAndDelivered(requested.body.id);
    const row = await releaseRow(requested.body.id);
    expect(row.status).toBe('paid');

    const reversed = transferEvent('transfer.reversed', row.transferReference ?? '');
    expect((await postWebhook(reversed)).status).toBe(200);
    expect((await postWebhook(reversed)).status).toBe(200);
    expect(await releaseRow(row.id)).toMatchObject({
      status: 'reversed',
      failureReason: 'Recalled by the bank',
      paidAt: null,
    });
    // Release and transfer, and one reversal of each.
    expect(await entriesOfRelease(row.id)).toHaveLength(4);
    expect((await adminEscrow(project.id)).balances[0]).toMatchObject({
      held: '76250.00',
      released: '0.00',
    });
    await ledgerBalanced();

    // An unknown reference is kept and changes nothing.
    const unknown = transferEvent('transfer.success', 'release_unknown');
    expect((await postWebhook(unknown)).status).toBe(200);
    const kept = await api.db
      .selectFrom('paymentEvents')
      .select('outcome')
      .where('reference', '=', 'release_unknown')
      .execute();
    expect(kept).toEqual([{ outcome: 'ignored' }]);
  });

  it('answers 503 and keeps the money in escrow when the provider refuses the transfer', async () => {
    const { project } = await projectWithPlan({ payoutAccount: '1234567890' });
    await paidInto(project.id);
    const requested = await requestRelease(admin, project.id, {
      milestoneId: null,
      amount: '5000.00',
    });
    if (requested.status !== 201) throw new Error(`Answered ${requested.status}`);
    standIn().transfersAvailable = false;
    try {
      const refusedTransfer = await approve(secondAdmin, requested.body.id);
      expect(refusedTransfer.status).toBe(503);
      expect(refusedTransfer.body).toMatchObject({
        message: ESCROW_MESSAGES.releaseTransferRefused,
      });
    } finally {
      standIn().transfersAvailable = true;
    }
    expect((await releaseRow(requested.body.id)).status).toBe('failed');
    expect((await adminEscrow(project.id)).balances[0]).toMatchObject({ held: '76250.00' });
    await ledgerBalanced();
  });

  it('asks an approver with a second factor for their current code, and a wrong one moves nothing', async () => {
    const caller = await signedInAdmin(api);
    const started = await caller.client.auth.startSecondFactorEnrolment({ body: {} });
    if (started.status !== 200) throw new Error(`Enrolment answered ${started.status}`);
    const { secret } = started.body;
    const enrolled = await caller.client.auth.confirmSecondFactorEnrolment({
      body: {
        code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 }),
        currentPassword: caller.user.plainPassword,
      },
    });
    expect(enrolled.status).toBe(200);
    const { project } = await projectWithPlan({ payoutAccount: '1234567890' });
    await paidInto(project.id);
    const requested = await requestRelease(admin, project.id, {
      milestoneId: null,
      amount: '5000.00',
    });
    if (requested.status !== 201) throw new Error(`Answered ${requested.status}`);
    const approveWith = (confirmation: { code?: string; currentPassword?: string }) =>
      caller.client.adminEscrow.approveEscrowRelease({
        params: { releaseId: String(requested.body.id) },
        body: confirmation,
      });

    const before = await writes();
    const byPasswordOnly = await approveWith({ currentPassword: caller.user.plainPassword });
    expect(byPasswordOnly.status).toBe(400);
    expect(byPasswordOnly.body).toMatchObject({
      message: ESCROW_MESSAGES.releaseConfirmationCodeRequired,
    });
    expect((await approveWith({ code: '000000' })).status).not.toBe(200);
    const after = await writes();
    expect([after.releases, after.entries]).toEqual([before.releases, before.entries]);
    expect((await releaseRow(requested.body.id)).status).toBe('awaiting_approval');

    const approved = await approveWith({
      code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) }),
    });
    expect(approved.status).toBe(200);
    await standIn().delivered();
    expect((await releaseRow(requested.body.id)).status).toBe('paid');
  });

  it('lets an admin turn down a waiting release, once', async () => {
    const { project } = await projectWithPlan({ payoutAccount: '1234567890' });
    await paidInto(project.id);
    const requested = await requestRelease(admin, project.id, {
      milestoneId: null,
      amount: '5000.00',
    });
    if (requested.status !== 201) throw new Error(`Answered ${requested.status}`);
    const reject = () =>
      secondAdmin.client.adminEscrow.rejectEscrowRelease({
        params: { releaseId: String(requested.body.id) },
      });
    const rejected = await reject();
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected' });
    const again = await reject();
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: ESCROW_MESSAGES.releaseNotAwaitingApproval });
    expect((await approve(secondAdmin, requested.body.id)).status).toBe(409);
  });
});

describe('GET /api/projects/:id/escrow', () => {
  it('is unknown (404) for a draft except to staff, and for a missing project', async () => {
    const draft = await createProject(api.db, { publishedAt: null });
    const get = (caller: Caller | undefined, id: number) =>
      (caller?.client ?? api.client).escrow.getProjectEscrow({ params: { id: String(id) } });
    expect((await get(undefined, draft.id)).status).toBe(404);
    expect((await get(admin, draft.id)).status).toBe(200);
    expect((await get(undefined, 2_000_000_000)).status).toBe(404);
    const empty = await get(undefined, (await createProject(api.db)).id);
    expect(empty.body).toMatchObject({ balances: [], tranches: [], releases: [] });
  });
});
