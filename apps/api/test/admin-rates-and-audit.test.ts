import { createProject } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount, auditRecordsOf, signedInAdmin, type Caller } from './admin-fixtures';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
let admin: Caller;

beforeAll(async () => {
  api = await startTestApi();
  admin = await signedInAdmin(api);
});
afterAll(() => api.close());

describe('GET and PUT /api/secure-admin/currency-rates', () => {
  it('lists the eight rates and changes the ones sent, auditing only real changes', async () => {
    const listed = await admin.client.adminCurrencyRates.listAdminCurrencyRates();
    expect(listed.status).toBe(200);
    if (listed.status !== 200) return;
    expect(listed.body).toHaveLength(8);
    expect(listed.body[0]).toMatchObject({ code: 'USD', rate: '1', updatedBy: null });
    const ghs = listed.body.find((rate) => rate.code === 'GHS');

    const response = await admin.client.adminCurrencyRates.updateCurrencyRates({
      body: {
        rates: [
          { code: 'ghs', rate: '15.25' },
          { code: 'USD', rate: '1.000' },
          { code: 'EUR', rate: 0.92 },
        ],
      },
    });
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    expect(response.body.map((rate) => rate.code)).toEqual(listed.body.map((rate) => rate.code));
    expect(response.body.find((rate) => rate.code === 'GHS')).toMatchObject({
      rate: '15.25',
      updatedBy: admin.user.id,
    });

    // The investor site's picker converts with the new rate at once.
    const publicRates = await api.client.currencyRates.listCurrencyRates();
    expect(
      publicRates.status === 200 && publicRates.body.find((rate) => rate.code === 'GHS')?.rate,
    ).toBe('15.25');

    const ghsTrail = await auditRecordsOf(api.db, 'currency_rate', 'GHS');
    expect(ghsTrail).toEqual([
      expect.objectContaining({
        action: 'currency_rate.update',
        actorUserId: admin.user.id,
        before: expect.objectContaining({ rate: ghs?.rate }) as object,
        after: expect.objectContaining({ rate: '15.25' }) as object,
      }),
    ]);
    // USD did not change; EUR changed only if it was not already 0.92.
    expect(await auditRecordsOf(api.db, 'currency_rate', 'USD')).toEqual([]);
  });

  it('refuses the whole change for an unknown currency, a bad rate or a USD rate other than 1', async () => {
    const before = await auditCount(api.db);
    const unknown = await admin.client.adminCurrencyRates.updateCurrencyRates({
      body: {
        rates: [
          { code: 'GHS', rate: '99' },
          { code: 'XYZ', rate: '2' },
        ],
      },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      message: 'Unknown currency',
      errorCode: 'CURRENCY_UNKNOWN',
      issues: [{ path: 'rates.1.code', message: 'Unknown currency' }],
    });

    for (const [rates, path, message] of [
      [
        [{ code: 'GHS', rate: '0' }],
        'rates.0.rate',
        'Rate must be a number above 0 with at most 6 decimal places',
      ],
      [
        [{ code: 'GHS', rate: '1.1234567' }],
        'rates.0.rate',
        'Rate must be a number above 0 with at most 6 decimal places',
      ],
      [[{ code: 'USD', rate: '2' }], 'rates.0.rate', 'The US dollar rate is always 1'],
      [[], 'rates', 'Send at least one rate'],
      [
        [
          { code: 'GHS', rate: '2' },
          { code: 'GHS', rate: '3' },
        ],
        'rates',
        'Each currency may appear once',
      ],
    ] as const) {
      const response = await admin.client.adminCurrencyRates.updateCurrencyRates({
        body: { rates: rates as never },
      });
      expect(response.status).toBe(400);
      expect((response.body as { issues: unknown[] }).issues).toContainEqual({ path, message });
    }
    const ghs = await api.db
      .selectFrom('currencyRates')
      .select('rate')
      .where('code', '=', 'GHS')
      .executeTakeFirstOrThrow();
    expect(ghs.rate).not.toBe('99.000000');
    expect(await auditCount(api.db)).toBe(before);
  });
});

describe('GET /api/secure-admin/audit-log', () => {
  it('lists the trail newest first with the actor, filtered by entity, in pages', async () => {
    const project = await createProject(api.db);
    for (const title of ['First', 'Second', 'Third']) {
      const response = await admin.client.adminProjects.updateProject({
        params: { id: String(project.id) },
        body: {
          title,
          description: project.description,
          location: project.location,
          unitPrice: project.unitPrice,
          minInvestment: project.minInvestment,
        },
      });
      expect(response.status).toBe(200);
    }

    const page = await admin.client.auditLog.listAuditLog({
      query: { entityType: 'project', entityId: String(project.id), pageSize: 2 },
    });
    expect(page.status).toBe(200);
    if (page.status !== 200) return;
    expect(page.body).toMatchObject({
      total: 3,
      pageSize: 2,
      nextCursor: expect.any(String) as string,
    });
    expect(page.body.items).toHaveLength(2);
    expect(page.body.items[0]).toMatchObject({
      actorUserId: admin.user.id,
      actorUsername: admin.user.username,
      action: 'project.update',
      entityType: 'project',
      entityId: String(project.id),
      before: { title: 'Second' },
      after: { title: 'Third' },
      ip: expect.any(String) as string,
    });
    expect(page.body.items[1]).toMatchObject({ after: { title: 'Second' } });

    const second = await admin.client.auditLog.listAuditLog({
      query: {
        entityType: 'project',
        entityId: String(project.id),
        pageSize: 2,
        cursor: page.body.nextCursor ?? '',
      },
    });
    expect(second.status === 200 && second.body.items.map((item) => item.after)).toEqual([
      expect.objectContaining({ title: 'First' }),
    ]);

    const rates = await admin.client.auditLog.listAuditLog({
      query: { entityType: 'currency_rate' },
    });
    expect(
      rates.status === 200 && rates.body.items.every((item) => item.entityType === 'currency_rate'),
    ).toBe(true);

    const bad = await admin.client.auditLog.listAuditLog({ query: { entityType: 'Project;' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message: 'Entity type must be lower-case letters and underscores',
    });
  });
});
