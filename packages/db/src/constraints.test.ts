import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createInvestment,
  createKycVerification,
  createProject,
  createProjectUpdate,
  createTestDatabase,
  createUnit,
  createUser,
  type TestDatabase,
} from './testing';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase(inject('testPostgres'));
});

afterAll(async () => {
  await t.destroy();
});

describe('projects', () => {
  it('take the product-rule defaults: Ghana, residential, planning', async () => {
    const project = await t.db
      .insertInto('projects')
      .values({
        title: 'Adenta Gardens',
        description: 'Terraced homes',
        location: 'Adenta, Accra',
        unitPrice: '85000.00',
        minInvestment: '2500.00',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(project).toMatchObject({
      country: 'Ghana',
      projectType: 'residential',
      status: 'planning',
      priceNegotiable: true,
      mediaUrls: [],
      totalInvestmentNeeded: '0.00',
    });
  });

  it('refuse a status outside the five lifecycle values', async () => {
    await expect(createProject(t.db, { status: 'active' as 'planning' })).rejects.toThrow(
      /projects_status_check/,
    );
  });

  it('cannot be deleted while they hold investments', async () => {
    const investment = await createInvestment(t.db);
    await expect(
      t.db.deleteFrom('projects').where('id', '=', investment.projectId).execute(),
    ).rejects.toThrow(/investments_project_id_fkey/);
  });

  it('take their units and updates with them when deleted', async () => {
    const unit = await createUnit(t.db);
    await createProjectUpdate(t.db, { projectId: unit.projectId });
    await t.db.deleteFrom('projects').where('id', '=', unit.projectId).execute();
    const left = await t.db
      .selectFrom('projectUpdates')
      .where('projectId', '=', unit.projectId)
      .select('id')
      .execute();
    expect(left).toEqual([]);
    expect(
      await t.db.selectFrom('units').where('id', '=', unit.id).select('id').executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('units', () => {
  it('are numbered uniquely within a project only', async () => {
    const unit = await createUnit(t.db, { unitNumber: 'B-12' });
    await expect(
      createUnit(t.db, { projectId: unit.projectId, unitNumber: 'B-12' }),
    ).rejects.toThrow(/units_project_id_unit_number_key/);
    await expect(createUnit(t.db, { unitNumber: 'B-12' })).resolves.toMatchObject({
      unitNumber: 'B-12',
    });
  });

  it('refuse a unit type outside the nine', async () => {
    await expect(createUnit(t.db, { unitType: 'penthouse' as 'semi-detached' })).rejects.toThrow(
      /units_unit_type_check/,
    );
  });

  it('can never hold more confirmed and reserved money than they need', async () => {
    const unit = await createUnit(t.db, { price: '100000.00' });
    await createInvestment(t.db, { unitId: unit.id, amount: '60000.00' });
    await createInvestment(t.db, {
      unitId: unit.id,
      amount: '40000.00',
      status: 'pending_payment',
    });
    const full = await t.db
      .selectFrom('units')
      .select(['currentInvestment', 'reservedAmount'])
      .where('id', '=', unit.id)
      .executeTakeFirstOrThrow();
    expect(full).toEqual({ currentInvestment: '60000.00', reservedAmount: '40000.00' });

    await expect(
      createInvestment(t.db, { unitId: unit.id, amount: '0.01', status: 'pending_payment' }),
    ).rejects.toThrow(/units_funding_check/);
  });

  it('move updated_at forward on change', async () => {
    const unit = await createUnit(t.db, { updatedAt: '2025-01-01T00:00:00Z' });
    const changed = await t.db
      .updateTable('units')
      .set({ status: 'sold', manualStatus: true })
      .where('id', '=', unit.id)
      .returning('updatedAt')
      .executeTakeFirstOrThrow();
    expect(changed.updatedAt.getTime()).toBeGreaterThan(unit.updatedAt.getTime());
  });
});

describe('investments', () => {
  it('keep ownership, rate and status as exact decimal strings', async () => {
    const unit = await createUnit(t.db, { price: '120000.00' });
    const investment = await createInvestment(t.db, { unitId: unit.id, amount: '10000.00' });
    expect(investment).toMatchObject({
      amount: '10000.00',
      ownershipPercentage: '8.33',
      usdToGhsRate: '12.500000',
      profitShare: '0.00',
      status: 'confirmed',
    });
  });

  it('refuse a second use of a payment reference and an unknown status', async () => {
    const first = await createInvestment(t.db, { status: 'pending_payment' });
    await expect(
      createInvestment(t.db, { paymentReference: first.paymentReference }),
    ).rejects.toThrow(/investments_payment_reference_key/);
    await expect(createInvestment(t.db, { status: 'paid' as 'confirmed' })).rejects.toThrow(
      /investments_status_check/,
    );
  });

  it('keep a user with investments from being deleted', async () => {
    const investment = await createInvestment(t.db);
    await expect(
      t.db.deleteFrom('users').where('id', '=', investment.userId).execute(),
    ).rejects.toThrow(/investments_user_id_fkey/);
  });
});

describe('kyc_verifications', () => {
  it('hold one record per user, with dates as plain days', async () => {
    const kyc = await createKycVerification(t.db, { status: 'approved' });
    expect(kyc).toMatchObject({ dateOfBirth: '1988-04-17', verificationLevel: 'basic' });
    expect(kyc.expiresAt).toBeInstanceOf(Date);
    await expect(createKycVerification(t.db, { userId: kyc.userId })).rejects.toThrow(
      /kyc_verifications_user_id_key/,
    );
  });
});

describe('notifications', () => {
  it('go with their user, and outlive their project', async () => {
    const user = await createUser(t.db);
    const project = await createProject(t.db);
    const notification = await t.db
      .insertInto('notifications')
      .values({ userId: user.id, projectId: project.id, title: 'Roof on', message: 'Block A' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(notification).toMatchObject({ type: 'other', isRead: false });

    await t.db.deleteFrom('projects').where('id', '=', project.id).execute();
    const kept = await t.db
      .selectFrom('notifications')
      .select('projectId')
      .where('id', '=', notification.id)
      .executeTakeFirstOrThrow();
    expect(kept.projectId).toBeNull();

    await t.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(
      await t.db.selectFrom('notifications').where('userId', '=', user.id).selectAll().execute(),
    ).toEqual([]);
  });
});

describe('audit_log and currency_rates', () => {
  it('return jsonb documents exactly as written, with a bigint id as a string', async () => {
    const before = { unit_status: 'available', nested: { price_usd: '1.00' } };
    const entry = await t.db
      .insertInto('auditLog')
      .values({
        action: 'unit.status',
        entityType: 'unit',
        entityId: '7',
        before: JSON.stringify(before),
        after: JSON.stringify([1, null]),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(entry.id).toMatch(/^\d+$/);
    expect(entry.before).toEqual(before);
    expect(entry.after).toEqual([1, null]);
  });

  it('refuse a rate that is not above zero', async () => {
    await expect(
      t.db
        .insertInto('currencyRates')
        .values({ code: 'KES', name: 'Kenyan Shilling', symbol: 'KSh', flag: '🇰🇪', rate: '0' })
        .execute(),
    ).rejects.toThrow(/currency_rates_rate_check/);
  });
});
