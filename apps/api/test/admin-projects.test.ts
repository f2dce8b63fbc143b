import { createDeveloper, createInvestment, createProject, createUnit } from '@coinvest/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditCount,
  auditRecordsOf,
  fullProjectInput,
  signedInAdmin,
  type Caller,
} from './admin-fixtures';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
let admin: Caller;

beforeAll(async () => {
  api = await startTestApi();
  admin = await signedInAdmin(api);
});
afterAll(() => api.close());

const required = {
  title: 'T',
  description: 'D',
  location: 'L',
  unitPrice: '1',
  minInvestment: '1',
};

async function createProjectThroughApi(body: Record<string, unknown>) {
  const response = await admin.client.adminProjects.createProject({ body: body as never });
  if (response.status !== 201) throw new Error(`Create failed: ${JSON.stringify(response.body)}`);
  return response.body;
}

describe('POST /api/secure-admin/projects', () => {
  it('stores every field of the form and the table, amounts with two places', async () => {
    const response = await admin.client.adminProjects.createProject({ body: fullProjectInput() });
    expect(response.status).toBe(201);
    if (response.status !== 201) return;
    expect(response.body).toEqual({
      id: expect.any(Number) as number,
      title: 'Airport Hills Villas',
      description: 'Twelve detached villas with gardens, ten minutes from Kotoka airport.',
      location: 'Airport Hills, Accra',
      country: 'Ghana',
      projectType: 'mixed-use',
      developerName: 'Adom Homes',
      totalUnits: 12,
      availableUnits: 10,
      unitPrice: '250000.00',
      minInvestment: '10000.00',
      expectedProfit: '20-28%',
      profitRangeMin: '20.00',
      profitRangeMax: '28.50',
      timeline: 30,
      constructionTimeline: '30 months from groundbreaking',
      developerListingPrice: '275000.50',
      status: 'under_construction',
      imageUrl: '/images/projects/airport-hills.jpg',
      riskLevel: 'low',
      totalInvestmentNeeded: '3000000.00',
      offPlanPrice: '240000.00',
      minCoBuyAmount: '5000.50',
      completionListPrice: '320000.00',
      mediaUrls: ['https://media.example.com/airport-hills/1.jpg', '/images/projects/ah-2.jpg'],
      priceNegotiable: false,
      completionDate: '2028-06-30',
      publishedAt: null,
      createdAt: expect.any(String) as string,
      updatedAt: expect.any(String) as string,
      updateIntervalDays: 30,
      latitude: 5.6052,
      longitude: -0.1668,
    });

    // A draft until the admin publishes it: the investor site shows it only then.
    const id = String(response.body.id);
    expect((await api.client.projects.getProject({ params: { id } })).status).toBe(404);
    await admin.client.adminProjects.publishProject({ params: { id } });
    const publicProject = await api.client.projects.getProject({ params: { id } });
    expect(publicProject.body).toMatchObject({ title: 'Airport Hills Villas', riskLevel: 'low' });

    const [record] = await auditRecordsOf(api.db, 'project', response.body.id);
    expect(record).toMatchObject({
      actorUserId: admin.user.id,
      action: 'project.create',
      before: null,
      after: response.body,
    });
  });

  it("takes the product rules' defaults and labels, and falls back to 0 for integers that are not numbers", async () => {
    const project = await createProjectThroughApi({
      ...required,
      projectType: 'Mixed-Use',
      status: 'Pre-Construction',
      riskLevel: 'High',
      totalUnits: 'twelve',
      availableUnits: '',
      timeline: '18 months',
    });
    expect(project).toMatchObject({
      country: 'Ghana',
      projectType: 'mixed-use',
      status: 'pre_construction',
      riskLevel: 'high',
      totalUnits: 0,
      availableUnits: 0,
      timeline: 18,
      totalInvestmentNeeded: '0.00',
      priceNegotiable: true,
      mediaUrls: [],
      developerName: null,
      completionDate: null,
    });

    const bare = await createProjectThroughApi(required);
    expect(bare).toMatchObject({
      projectType: 'residential',
      status: 'planning',
      riskLevel: 'medium',
    });
  });

  it.each([
    [{ ...required, title: '  ' }, 'title', 'Title is required'],
    [{ ...required, description: '' }, 'description', 'Description is required'],
    [{ ...required, location: undefined }, 'location', 'Location is required'],
    [{ ...required, unitPrice: '' }, 'unitPrice', 'Unit price is required'],
    [{ ...required, minInvestment: undefined }, 'minInvestment', 'Minimum investment is required'],
    [
      { ...required, unitPrice: '10.005' },
      'unitPrice',
      'Enter an amount with at most 2 decimal places',
    ],
    [
      { ...required, offPlanPrice: '-5' },
      'offPlanPrice',
      'Enter an amount with at most 2 decimal places',
    ],
    [
      { ...required, projectType: 'castle' },
      'projectType',
      'Project type must be Residential, Commercial or Mixed-Use',
    ],
    [
      { ...required, status: 'funding' },
      'status',
      'Status must be Planning, Pre-Construction, Under Construction, Near Completion or Completed',
    ],
    [{ ...required, riskLevel: 'extreme' }, 'riskLevel', 'Risk level must be Low, Medium or High'],
    [
      { ...required, totalUnits: -3 },
      'totalUnits',
      'Total units must be a whole number from 0 to 100000',
    ],
    [
      { ...required, totalUnits: 5, availableUnits: 6 },
      'availableUnits',
      'Available units cannot be more than total units',
    ],
    [
      { ...required, timeline: 601 },
      'timeline',
      'Timeline must be a whole number of months from 0 to 600',
    ],
    [
      { ...required, profitRangeMin: '30', profitRangeMax: '20' },
      'profitRangeMin',
      'Minimum profit cannot be more than the maximum profit',
    ],
    [
      { ...required, completionDate: '2027-02-30' },
      'completionDate',
      'Completion date must be a date (YYYY-MM-DD)',
    ],
    [
      { ...required, imageUrl: 'javascript:alert(1)' },
      'imageUrl',
      'Enter a web address (https://...) or a path starting with /',
    ],
  ])('refuses %j: %s', async (body, path, message) => {
    const before = await auditCount(api.db);
    const response = await admin.client.adminProjects.createProject({ body: body as never });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, errorCode: 'VALIDATION_FAILED' });
    expect((response.body as { issues: { path: string }[] }).issues).toContainEqual({
      path,
      message,
    });
    expect(await auditCount(api.db)).toBe(before);
  });
});

describe('PUT /api/secure-admin/projects/{id}', () => {
  it('replaces every field and records before and after', async () => {
    const created = await createProjectThroughApi(fullProjectInput());
    const response = await admin.client.adminProjects.updateProject({
      params: { id: String(created.id) },
      body: { ...required, title: 'Renamed', status: 'completed' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: created.id,
      title: 'Renamed',
      status: 'completed',
      developerName: null,
      mediaUrls: [],
      priceNegotiable: true,
    });
    const records = await auditRecordsOf(api.db, 'project', created.id);
    expect(records.map((record) => record.action)).toEqual(['project.create', 'project.update']);
    expect(records[1]).toMatchObject({ before: created, after: response.body });
  });

  it('answers 404 for an unknown project, with no audit record', async () => {
    const before = await auditCount(api.db);
    const response = await admin.client.adminProjects.updateProject({
      params: { id: '987654' },
      body: required,
    });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Project not found', errorCode: 'NOT_FOUND' });
    expect(await auditCount(api.db)).toBe(before);
  });
});

describe('DELETE /api/secure-admin/projects/{id}', () => {
  it('removes a project without investments together with its units', async () => {
    const project = await createProject(api.db);
    const unit = await createUnit(api.db, { projectId: project.id });

    const response = await admin.client.adminProjects.deleteProject({
      params: { id: String(project.id) },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Project deleted successfully' });
    expect(
      await api.db.selectFrom('projects').select('id').where('id', '=', project.id).execute(),
    ).toEqual([]);
    expect(
      await api.db.selectFrom('units').select('id').where('id', '=', unit.id).execute(),
    ).toEqual([]);
    const [record] = await auditRecordsOf(api.db, 'project', project.id);
    expect(record).toMatchObject({
      action: 'project.delete',
      before: { id: project.id, title: project.title, units: [{ id: unit.id }] },
      after: null,
    });

    const again = await admin.client.adminProjects.deleteProject({
      params: { id: String(project.id) },
    });
    expect(again.status).toBe(404);
  });

  it('refuses with 409 and says why when anyone has invested, even unpaid; nothing changes', async () => {
    for (const status of ['confirmed', 'pending_payment', 'expired'] as const) {
      const project = await createProject(api.db);
      const unit = await createUnit(api.db, { projectId: project.id });
      await createInvestment(api.db, { unitId: unit.id, status });

      const response = await admin.client.adminProjects.deleteProject({
        params: { id: String(project.id) },
      });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        message: 'This project cannot be deleted because investors have invested in its units',
        errorCode: 'PROJECT_HAS_INVESTMENTS',
      });
      expect(
        await api.db.selectFrom('units').select('id').where('projectId', '=', project.id).execute(),
      ).toHaveLength(1);
      expect(await auditRecordsOf(api.db, 'project', project.id)).toEqual([]);
    }
  });
});

describe('GET /api/secure-admin/projects', () => {
  it('pages the whole list newest first and finds projects by words and status', async () => {
    const marker = `Paging${Date.now()}`;
    const created = [];
    for (let index = 0; index < 5; index += 1) {
      created.push(
        await createProject(api.db, {
          title: `${marker} Towers ${index}`,
          status: index % 2 === 0 ? 'planning' : 'completed',
          createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
        }),
      );
    }
    const first = await admin.client.adminProjects.listAdminProjects({
      query: { q: `${marker.toLowerCase()} towers`, page: 1, pageSize: 2 },
    });
    expect(first.status).toBe(200);
    if (first.status !== 200) return;
    expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.body.items.map((project) => project.id)).toEqual([created[4]!.id, created[3]!.id]);

    const last = await admin.client.adminProjects.listAdminProjects({
      query: { q: marker, page: 3, pageSize: 2 },
    });
    expect(last.status === 200 && last.body.items.map((project) => project.id)).toEqual([
      created[0]!.id,
    ]);

    const completed = await admin.client.adminProjects.listAdminProjects({
      query: { q: marker, status: 'completed' },
    });
    expect(completed.status === 200 && completed.body.total).toBe(2);

    const tooBig = await admin.client.adminProjects.listAdminProjects({
      query: { pageSize: 101 },
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toMatchObject({
      message: 'Page size must be a whole number from 1 to 100',
    });
  });

  it("finds a project by its developer's name, as the public search does", async () => {
    const marker = `Builder${Date.now()}`;
    const developer = await createDeveloper(api.db, { name: `${marker} Estates` });
    const linked = await createProject(api.db, {
      title: 'Cantonments Gardens',
      developerId: developer.id,
      developerName: null,
    });
    await createProject(api.db, { title: 'Unrelated Court', developerName: null });

    const byDeveloper = await admin.client.adminProjects.listAdminProjects({
      query: { q: `${marker.toLowerCase()} estates` },
    });
    expect(byDeveloper.status).toBe(200);
    expect(
      byDeveloper.status === 200 && byDeveloper.body.items.map((project) => project.id),
    ).toEqual([linked.id]);
    expect(byDeveloper.status === 200 && byDeveloper.body.total).toBe(1);

    const visitor = await api.client.projects.listProjects({ query: { q: marker } });
    expect(visitor.status === 200 && visitor.body.map((project) => project.id)).toEqual([
      linked.id,
    ]);
  });

  it('pages through 500 projects with 5,000 units', async () => {
    const marker = `Bulk${Date.now()}`;
    await sql`
      insert into projects (title, description, location, unit_price, min_investment, created_at)
      select ${marker} || ' Estate ' || n, 'Bulk project', 'Spintex, Accra', 100000, 5000,
             timestamptz '2025-01-01' + n * interval '1 minute'
      from generate_series(1, 500) as n`.execute(api.db);
    await sql`
      insert into units (project_id, unit_number, unit_type, bedrooms, bathrooms, price,
                         total_investment_needed, min_investment_amount)
      select p.id, 'U-' || lpad(n::text, 2, '0'), 'semi-detached', 3, 2, 90000, 90000, 1000
      from projects p cross join generate_series(1, 10) as n
      where p.title like ${`${marker}%`}`.execute(api.db);

    const pages = [];
    for (const page of [1, 13, 25]) {
      const started = performance.now();
      const response = await admin.client.adminProjects.listAdminProjects({
        query: { q: marker, page, pageSize: 20 },
      });
      pages.push({ response, elapsed: performance.now() - started });
    }
    const [first, middle, last] = pages.map(({ response }) => response);
    expect(first?.status === 200 && first.body.total).toBe(500);
    expect(first?.status === 200 && first.body.items[0]?.title).toBe(`${marker} Estate 500`);
    expect(middle?.status === 200 && middle.body.items[0]?.title).toBe(`${marker} Estate 260`);
    expect(last?.status === 200 && last.body.items.at(-1)?.title).toBe(`${marker} Estate 1`);
    // Generous bound for a loaded test machine: a page is one indexed query, not a scan per row.
    for (const { elapsed } of pages) expect(elapsed).toBeLessThan(2000);

    const project = first?.status === 200 ? first.body.items[0] : undefined;
    const firstUnits = await admin.client.adminUnits.listAdminProjectUnits({
      params: { id: String(project?.id) },
      query: { pageSize: 4 },
    });
    const units = await admin.client.adminUnits.listAdminProjectUnits({
      params: { id: String(project?.id) },
      query: {
        pageSize: 4,
        cursor: (firstUnits.status === 200 && firstUnits.body.nextCursor) || '',
      },
    });
    expect(units.status === 200 && units.body.items.map((unit) => unit.unitNumber)).toEqual([
      'U-05',
      'U-06',
      'U-07',
      'U-08',
    ]);
  });

  it('reads one project with its admin fields', async () => {
    const created = await createProjectThroughApi(fullProjectInput());
    const response = await admin.client.adminProjects.getAdminProject({
      params: { id: String(created.id) },
    });
    expect(response.body).toEqual(created);
  });
});
