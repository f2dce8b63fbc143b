import { rm } from 'node:fs/promises';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type TKycRecord } from '@coinvest/contract';
import {
  createInvestment,
  createProjectUpdate,
  createUnit,
  createUser,
} from '@coinvest/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditRecordsOf,
  fullProjectInput,
  signedInAdmin,
  signedInUser,
  type Caller,
} from './admin-fixtures';
import type { TestApi } from './helpers';
import { downloadDocument, startKycTestApi, submitKyc } from './kyc-fixtures';

let api: TestApi;
let storageDir: string;
let admin: Caller;

beforeAll(async () => {
  ({ api, storageDir } = await startKycTestApi());
  admin = await signedInAdmin(api);
});
afterAll(async () => {
  await api.close();
  await rm(storageDir, { recursive: true, force: true });
});

async function anAuditRow() {
  return api.db
    .insertInto('auditLog')
    .values({
      actorUserId: admin.user.id,
      action: AUDIT_ACTIONS.projectUpdate,
      entityType: AUDIT_ENTITY_TYPES.project,
      entityId: '1',
      before: JSON.stringify({ title: 'Old' }),
      after: JSON.stringify({ title: 'New' }),
      ip: '127.0.0.1',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

describe('the audit trail is append-only for the application', () => {
  it("takes new rows but refuses the app's own connection an UPDATE, DELETE or TRUNCATE", async () => {
    const row = await anAuditRow();

    await expect(
      api.db
        .updateTable('auditLog')
        .set({ after: JSON.stringify({ title: 'Forged' }) })
        .where('id', '=', row.id)
        .execute(),
    ).rejects.toThrow(/audit_log is append-only/);
    await expect(api.db.deleteFrom('auditLog').where('id', '=', row.id).execute()).rejects.toThrow(
      /audit_log is append-only/,
    );
    await expect(sql`truncate table audit_log`.execute(api.db)).rejects.toThrow(
      /audit_log is append-only/,
    );

    const kept = await api.db
      .selectFrom('auditLog')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(kept.after).toEqual({ title: 'New' });
  });

  it('keeps who acted when the account is deleted (no foreign key rewrites the row)', async () => {
    const actor = await createUser(api.db);
    const row = await api.db
      .insertInto('auditLog')
      .values({ actorUserId: actor.id, action: 'x.y', entityType: 'x', entityId: '1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.db.deleteFrom('users').where('id', '=', actor.id).execute();

    const page = await admin.client.auditLog.listAuditLog({
      query: { entityType: 'x', entityId: '1' },
    });
    expect(page.status).toBe(200);
    if (page.status !== 200) return;
    expect(page.body.items.find((entry) => entry.id === row.id)).toMatchObject({
      actorUserId: actor.id,
      actorUsername: null,
    });
  });
});

describe('what the admin writes keep in the trail', () => {
  it('a payment confirmation keeps the whole investment before and after', async () => {
    const unit = await createUnit(api.db, { price: '100000.00' });
    const pending = await createInvestment(api.db, {
      unitId: unit.id,
      amount: '20000.00',
      status: 'pending_payment',
      paymentMethod: null,
    });
    const response = await admin.client.adminInvestments.confirmPayment({
      params: { id: String(pending.id) },
      body: { paymentMethod: 'mobile_money', paymentReference: 'MOMO-5521' },
    });
    expect(response.status).toBe(200);

    const [record] = await auditRecordsOf(api.db, AUDIT_ENTITY_TYPES.investment, pending.id);
    expect(record?.before).toMatchObject({
      id: pending.id,
      userId: pending.userId,
      unitId: unit.id,
      amount: '20000.00',
      ownershipPercentage: '20.00',
      currentValue: '20000.00',
      status: 'pending_payment',
      paymentMethod: null,
      paymentReference: pending.paymentReference,
      paymentDeadline: pending.paymentDeadline?.toISOString(),
      paymentConfirmedAt: null,
      createdAt: pending.createdAt.toISOString(),
    });
    expect(record?.after).toMatchObject({
      id: pending.id,
      amount: '20000.00',
      status: 'confirmed',
      paymentMethod: 'mobile_money',
      paymentReference: 'MOMO-5521',
      paymentConfirmedBy: admin.user.id,
      paymentConfirmedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      paymentDeadline: pending.paymentDeadline?.toISOString(),
    });
  });

  it('a project delete keeps its audit rows and records what went with it', async () => {
    const created = await admin.client.adminProjects.createProject({ body: fullProjectInput() });
    if (created.status !== 201) throw new Error(`Create failed: ${created.status}`);
    const project = created.body;
    const units = [
      await createUnit(api.db, { projectId: project.id }),
      await createUnit(api.db, { projectId: project.id }),
    ];
    const update = await createProjectUpdate(api.db, { projectId: project.id });
    const investor = await createUser(api.db);
    const interest = await api.db
      .insertInto('projectInterests')
      .values({
        userId: investor.id,
        projectId: project.id,
        unitId: units[0]?.id ?? null,
        interestAmount: '5000',
        contactPreference: 'email',
        contactInfo: investor.email,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const notification = await api.db
      .insertInto('notifications')
      .values({ userId: investor.id, projectId: project.id, title: 'Roof on', message: 'Block A' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const deleted = await admin.client.adminProjects.deleteProject({
      params: { id: String(project.id) },
    });
    expect(deleted.status).toBe(200);

    const trail = await auditRecordsOf(api.db, AUDIT_ENTITY_TYPES.project, project.id);
    expect(trail.map((row) => row.action)).toEqual([
      AUDIT_ACTIONS.projectCreate,
      AUDIT_ACTIONS.projectDelete,
    ]);
    expect(trail[1]?.before).toMatchObject({
      id: project.id,
      title: project.title,
      units: units.map((unit) => ({ id: unit.id, unitNumber: unit.unitNumber })),
      cascade: {
        units: { count: 2, ids: units.map((unit) => unit.id) },
        projectUpdates: { count: 1, ids: [update.id] },
        projectInterests: { count: 1, ids: [interest.id] },
        notificationsUnlinked: { count: 1, ids: [notification.id] },
      },
    });
  });
});

describe('an admin opening KYC data leaves a trace', () => {
  async function submitted(): Promise<{ caller: Caller; record: TKycRecord }> {
    const caller = await signedInUser(api);
    const response = await submitKyc(api, caller.token, { userId: caller.user.id });
    if (response.status !== 201) throw new Error(`Submission failed: ${response.status}`);
    return { caller, record: response.body as unknown as TKycRecord };
  }

  it('records who opened which record and document, from where; the owner reading leaves none', async () => {
    const { caller, record } = await submitted();
    expect(
      (await caller.client.kyc.getKyc({ params: { userId: String(caller.user.id) } })).status,
    ).toBe(200);
    expect((await downloadDocument(api, caller.token, record.documents.selfie.url)).status).toBe(
      200,
    );
    expect(await auditRecordsOf(api.db, AUDIT_ENTITY_TYPES.kycVerification, record.id)).toEqual([]);

    expect(
      (await admin.client.kyc.getKyc({ params: { userId: String(caller.user.id) } })).status,
    ).toBe(200);
    const selfie = await downloadDocument(api, admin.token, record.documents.selfie.url);
    expect(selfie.status).toBe(200);

    const trail = await auditRecordsOf(api.db, AUDIT_ENTITY_TYPES.kycVerification, record.id);
    expect(trail).toEqual([
      expect.objectContaining({
        action: AUDIT_ACTIONS.kycView,
        actorUserId: admin.user.id,
        ip: expect.stringMatching(/127\.0\.0\.1|::1/) as unknown,
        after: { userId: caller.user.id },
        createdAt: expect.any(Date) as unknown,
      }),
      expect.objectContaining({
        action: AUDIT_ACTIONS.kycDocumentView,
        actorUserId: admin.user.id,
        ip: expect.stringMatching(/127\.0\.0\.1|::1/) as unknown,
        after: { userId: caller.user.id, document: 'selfie' },
      }),
    ]);
  });

  it('records each record the review queue shows the admin', async () => {
    const { record } = await submitted();
    const queue = await admin.client.kyc.listPendingKyc();
    expect(queue.status).toBe(200);
    const views = await auditRecordsOf(api.db, AUDIT_ENTITY_TYPES.kycVerification, record.id);
    expect(views.map((row) => [row.action, row.actorUserId])).toEqual([
      [AUDIT_ACTIONS.kycView, admin.user.id],
    ]);
  });
});
