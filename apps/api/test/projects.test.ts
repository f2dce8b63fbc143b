import {
  PROJECT_LIST_HEADERS,
  projectListPage,
  type TProject,
  type TProjectListQuery,
} from '@coinvest/contract';
import { seedDemoData, type ProjectRow } from '@coinvest/db';
import { createDeveloper, createInvestment, createProject, createUnit } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;

/** The fixture, oldest first: every test reads it and none changes it. */
const p = {} as Record<
  | 'legonCourt'
  | 'airportTower'
  | 'lekkiPearl'
  | 'marinaVista'
  | 'oldTwinA'
  | 'oldTwinB'
  | 'oldOneMicroLater',
  ProjectRow
>;

beforeAll(async () => {
  api = await startTestApi();
  const { db } = api;
  const adom = await createDeveloper(db, { name: 'Adom Homes' });
  const nyansa = await createDeveloper(db, { name: 'Nyansa Estates' });

  // Three projects that share the same old instant (two exactly, one a microsecond later),
  // so paging must break ties by id and keep microseconds.
  const oldInstant = '2020-01-01T00:00:00.123456Z';
  const kumasi = { location: 'Adum, Kumasi', developerName: 'Ashanti Builders' };
  p.oldTwinA = await createProject(db, { ...kumasi, title: 'Old Twin A', createdAt: oldInstant });
  p.oldTwinB = await createProject(db, { ...kumasi, title: 'Old Twin B', createdAt: oldInstant });
  p.oldOneMicroLater = await createProject(db, {
    ...kumasi,
    title: 'Old One Micro Later',
    createdAt: '2020-01-01T00:00:00.123457Z',
  });

  p.legonCourt = await createProject(db, {
    title: 'Legon Court Residences',
    location: 'East Legon, Accra',
    projectType: 'residential',
    developerId: adom.id,
    developerName: 'Adom Homes',
    minInvestment: '5000.00',
    totalInvestmentNeeded: '3600000.00',
    totalUnits: 24,
    availableUnits: 24,
  });
  const partly = await createUnit(db, {
    projectId: p.legonCourt.id,
    unitNumber: 'A-101',
    price: '100000.00',
    status: 'partially_funded',
  });
  const open = await createUnit(db, {
    projectId: p.legonCourt.id,
    unitNumber: 'A-102',
    price: '50000.00',
    status: 'available',
  });
  await createUnit(db, {
    projectId: p.legonCourt.id,
    unitNumber: 'A-103',
    price: '80000.00',
    status: 'sold',
  });
  await createInvestment(db, { unitId: partly.id, amount: '15000.00', status: 'confirmed' });
  await createInvestment(db, { unitId: open.id, amount: '5000.50', status: 'confirmed' });
  // Money that is not (or no longer) paid is not funding.
  await createInvestment(db, { unitId: partly.id, amount: '10000.00', status: 'pending_payment' });
  await createInvestment(db, { unitId: open.id, amount: '3000.00', status: 'cancelled' });
  await createInvestment(db, { unitId: open.id, amount: '2000.00', status: 'expired' });

  p.airportTower = await createProject(db, {
    title: 'Airport Heights Tower',
    description: 'Serviced offices with a rooftop pool above the Airport City interchange.',
    location: 'Airport Residential, Accra',
    projectType: 'commercial',
    developerId: nyansa.id,
    developerName: null,
    minInvestment: '25000.00',
    totalInvestmentNeeded: '2000000.00',
    totalUnits: 10,
    availableUnits: 7,
    constructionTimeline: 'Q3 2026 - Q4 2028',
    completionDate: '2028-12-31',
  });

  p.lekkiPearl = await createProject(db, {
    title: 'Lekki Pearl',
    description: 'Shops below, flats above, on the Lekki-Epe expressway.',
    location: 'Lekki, Lagos',
    country: 'Nigeria',
    projectType: 'mixed-use',
    developerName: 'Pearl Developments',
    minInvestment: '1000.00',
  });

  p.marinaVista = await createProject(db, {
    title: 'Marina Vista',
    description: 'Sea views, with 50% of the price due on completion.',
    location: 'Dubai Marina',
    country: 'United Arab Emirates',
    projectType: 'residential',
    developerName: 'Gulf Coast Builders',
    minInvestment: '10000.00',
  });
});
afterAll(() => api.close());

const newestFirst = () => [
  p.marinaVista.id,
  p.lekkiPearl.id,
  p.airportTower.id,
  p.legonCourt.id,
  p.oldOneMicroLater.id,
  p.oldTwinB.id,
  p.oldTwinA.id,
];

async function list(query: TProjectListQuery = {}) {
  const response = await api.client.projects.listProjects({ query });
  expect(response.status).toBe(200);
  if (response.status !== 200) throw new Error('unreachable');
  return projectListPage(response.body, response.headers);
}

async function idsFor(query: TProjectListQuery) {
  const page = await list(query);
  expect(page.total).toBe(page.projects.length);
  return page.projects.map((project) => project.id);
}

function find(projects: TProject[], id: number): TProject {
  const project = projects.find((candidate) => candidate.id === id);
  if (!project) throw new Error(`project ${id} is not in the list`);
  return project;
}

describe('GET /api/projects', () => {
  it('lists every project newest first, as a JSON array with the total in a header', async () => {
    const response = await api.client.projects.listProjects({ query: {} });
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    expect(response.headers.get(PROJECT_LIST_HEADERS.totalCount)).toBe('7');
    expect(response.headers.get(PROJECT_LIST_HEADERS.nextCursor)).toBeNull();
    expect((response.body as TProject[]).map((project) => project.id)).toEqual(newestFirst());
  });

  it('carries every field of the project, with funding from units and confirmed money only', async () => {
    const { projects } = await list();
    expect(find(projects, p.legonCourt.id)).toEqual({
      id: p.legonCourt.id,
      title: 'Legon Court Residences',
      description: p.legonCourt.description,
      location: 'East Legon, Accra',
      country: 'Ghana',
      imageUrl: '/images/projects/east-legon.jpg',
      status: 'pre_construction',
      projectType: 'residential',
      riskLevel: 'medium',
      developerName: 'Adom Homes',
      unitPrice: '150000.00',
      developerListingPrice: null,
      minInvestment: '5000.00',
      // 15000.00 + 5000.50 confirmed; the pending, cancelled and expired ones do not count.
      currentFunding: '20000.50',
      // The units' 100000 + 50000 + 80000, not the project's own 3600000.
      totalTarget: '230000.00',
      // 20000.50 / 230000 = 8.6957%
      fundedPercentage: '8.70',
      expectedProfit: '18-25%',
      profitRangeMin: '18.00',
      profitRangeMax: '25.00',
      timeline: 24,
      constructionTimeline: null,
      completionDate: null,
      // Available and partially funded units; the sold one is not open.
      availableUnits: 2,
      totalUnits: 3,
      createdAt: p.legonCourt.createdAt.toISOString(),
      // Its developer's scorecard is on the project page (GET /api/developers/{id}).
      developerId: p.legonCourt.developerId,
      coverPicture: null,
      // No site set: evidence photos show no distance.
      latitude: null,
      longitude: null,
      // No schedule yet and listed today: on track, reporting.
      progress: {
        delayClass: 'on_track',
        reason: { key: 'noSchedule', values: {} },
        notReporting: false,
        plannedPercentToday: 0,
        verifiedPercent: 0,
        updateIntervalDays: 30,
        lastUpdateAt: null,
      },
    });
  });

  it("uses the project's own figures while it has no units, and the developer's name", async () => {
    const { projects } = await list();
    expect(find(projects, p.airportTower.id)).toMatchObject({
      developerName: 'Nyansa Estates',
      currentFunding: '0.00',
      totalTarget: '2000000.00',
      fundedPercentage: '0.00',
      availableUnits: 7,
      totalUnits: 10,
      constructionTimeline: 'Q3 2026 - Q4 2028',
      completionDate: '2028-12-31',
    });
  });

  describe('filters', () => {
    it.each<[string, TProjectListQuery, () => number[]]>([
      [
        'a city, any case, inside the location',
        { location: 'accra' },
        () => [p.airportTower.id, p.legonCourt.id],
      ],
      ['another city', { location: 'Lagos' }, () => [p.lekkiPearl.id]],
      ['a country', { location: 'nigeria' }, () => [p.lekkiPearl.id]],
      ['Dubai', { location: 'Dubai' }, () => [p.marinaVista.id]],
      ['a type', { projectType: 'commercial' }, () => [p.airportTower.id]],
      ['mixed-use', { projectType: 'mixed-use' }, () => [p.lekkiPearl.id]],
    ])('by location or type: %s', async (_what, query, expected) => {
      expect(await idsFor(query)).toEqual(expected());
    });

    it('by budget: projects whose minimum investment is at most the amount', async () => {
      expect(await idsFor({ minInvestment: '1000' })).toEqual([p.lekkiPearl.id]);
      expect(await idsFor({ minInvestment: '5000' })).toEqual([
        p.lekkiPearl.id,
        p.legonCourt.id,
        // The factory's default minimum is 5000.
        p.oldOneMicroLater.id,
        p.oldTwinB.id,
        p.oldTwinA.id,
      ]);
      expect(await idsFor({ minInvestment: '9999.99' })).not.toContain(p.marinaVista.id);
      expect(await idsFor({ minInvestment: '25000' })).toEqual(newestFirst());
    });

    it.each<[string, string, () => number[]]>([
      ['the title', 'marina', () => [p.marinaVista.id]],
      ['the description', 'ROOFTOP', () => [p.airportTower.id]],
      ['the location', 'lekki', () => [p.lekkiPearl.id]],
      ["the project's developer name", 'adom', () => [p.legonCourt.id]],
      ['the linked developer', 'nyansa', () => [p.airportTower.id]],
      ['every word, anywhere', '  legon   residences ', () => [p.legonCourt.id]],
      ['no project with all words', 'legon lagos', () => []],
      ['a percent sign as text, not a wildcard', '50%', () => [p.marinaVista.id]],
      ['an underscore as text, not a wildcard', 'a_b', () => []],
    ])('by text in %s', async (_what, q, expected) => {
      expect(await idsFor({ q })).toEqual(expected());
    });

    it('combines filters', async () => {
      expect(await idsFor({ location: 'Accra', projectType: 'residential' })).toEqual([
        p.legonCourt.id,
      ]);
      expect(await idsFor({ location: 'Accra', minInvestment: '10000', q: 'court' })).toEqual([
        p.legonCourt.id,
      ]);
      expect(await idsFor({ location: 'Accra', projectType: 'commercial', q: 'adom' })).toEqual([]);
    });

    it('treats an empty filter as no filter', async () => {
      expect(await idsFor({ location: '', q: '   ', projectType: '', minInvestment: '' })).toEqual(
        newestFirst(),
      );
    });
  });

  describe('pages', () => {
    it('walks the whole list a page at a time, with the total on every page', async () => {
      const seen: number[] = [];
      let cursor: string | undefined;
      for (let page = 1; page <= 10; page++) {
        const result = await list({ limit: 2, ...(cursor && { cursor }) });
        expect(result.total).toBe(7);
        expect(result.projects.length).toBeLessThanOrEqual(2);
        seen.push(...result.projects.map((project) => project.id));
        if (!result.nextCursor) break;
        cursor = result.nextCursor;
      }
      expect(seen).toEqual(newestFirst());
    });

    it('breaks ties of the same instant by id, one project per page', async () => {
      const seen: number[] = [];
      let cursor: string | undefined;
      for (let page = 1; page <= 10; page++) {
        const result = await list({ limit: 1, ...(cursor && { cursor }) });
        seen.push(...result.projects.map((project) => project.id));
        if (!result.nextCursor) break;
        cursor = result.nextCursor;
      }
      expect(seen).toEqual(newestFirst());
    });

    it('pages a filtered list with the filtered total', async () => {
      const first = await list({ location: 'Accra', limit: 1 });
      expect(first.projects.map((project) => project.id)).toEqual([p.airportTower.id]);
      expect(first.total).toBe(2);
      expect(first.nextCursor).toEqual(expect.any(String));

      const second = await list({ location: 'Accra', limit: 1, cursor: first.nextCursor ?? '' });
      expect(second.projects.map((project) => project.id)).toEqual([p.legonCourt.id]);
      expect(second.total).toBe(2);
      expect(second.nextCursor).toBeNull();
    });

    it('gives no next cursor when the last page is exactly full', async () => {
      const page = await list({ limit: 7 });
      expect(page.projects).toHaveLength(7);
      expect(page.nextCursor).toBeNull();
    });
  });

  describe('bad queries answer 400 with the error body', () => {
    it.each<[Record<string, string>, string, string]>([
      [
        { projectType: 'castle' },
        'projectType',
        'Project type must be residential, commercial or mixed-use',
      ],
      [
        { minInvestment: 'Min' },
        'minInvestment',
        'Minimum investment must be an amount such as 5000',
      ],
      [{ limit: '0' }, 'limit', 'Limit must be a whole number from 1 to 100'],
      [{ limit: '101' }, 'limit', 'Limit must be a whole number from 1 to 100'],
      [{ limit: 'all' }, 'limit', 'Limit must be a whole number from 1 to 100'],
      [{ q: 'x'.repeat(101) }, 'q', 'Search text must be at most 100 characters'],
      [{ cursor: 'not-a-cursor' }, 'cursor', 'The page cursor is not valid'],
    ])('%j', async (query, path, message) => {
      const response = await fetch(
        `${api.baseUrl}/api/projects?${new URLSearchParams(query).toString()}`,
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message,
        errorCode: 'VALIDATION_FAILED',
        issues: [{ path, message }],
      });
    });
  });
});

describe('GET /api/projects/{id}', () => {
  it('answers the project as the list shows it, with its gallery', async () => {
    const response = await api.client.projects.getProject({
      params: { id: String(p.legonCourt.id) },
    });
    expect(response.status).toBe(200);
    const { projects } = await list();
    expect(response.body).toEqual({ ...find(projects, p.legonCourt.id), gallery: [] });
  });

  // 0 and ids beyond PostgreSQL's integer range can name no project: refused like any bad id.
  it.each(['abc', '12abc', '1.5', '-3', '0', '99999999999'])(
    'answers 400 for the id %j',
    async (id) => {
      const response = await api.client.projects.getProject({ params: { id } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: 'Project id must be a number',
        errorCode: 'VALIDATION_FAILED',
        issues: [{ path: 'id', message: 'Project id must be a number' }],
      });
    },
  );

  it.each(['999999', '2147483647'])('answers 404 for the unknown id %s', async (id) => {
    const response = await api.client.projects.getProject({ params: { id } });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Project not found', errorCode: 'NOT_FOUND' });
  });
});

describe('the project list page size', () => {
  let big: TestApi;
  beforeAll(async () => {
    big = await startTestApi();
    await big.db
      .insertInto('projects')
      .values(
        Array.from({ length: 105 }, (_, i) => ({
          title: `Tema Row ${i + 1}`,
          description: 'Terraced houses near the harbour.',
          location: 'Tema',
          unitPrice: '90000.00',
          minInvestment: '2000.00',
          publishedAt: new Date(),
        })),
      )
      .execute();
  });
  afterAll(() => big.close());

  it('is 50 by default and at most 100', async () => {
    const first = await big.client.projects.listProjects({ query: {} });
    expect(first.body).toHaveLength(50);
    expect(first.headers.get(PROJECT_LIST_HEADERS.totalCount)).toBe('105');
    expect(first.headers.get(PROJECT_LIST_HEADERS.nextCursor)).toEqual(expect.any(String));

    const largest = await big.client.projects.listProjects({ query: { limit: 100 } });
    expect(largest.body).toHaveLength(100);
    const rest = await big.client.projects.listProjects({
      query: { limit: 100, cursor: largest.headers.get(PROJECT_LIST_HEADERS.nextCursor) ?? '' },
    });
    expect(rest.body).toHaveLength(5);
    expect(rest.headers.get(PROJECT_LIST_HEADERS.nextCursor)).toBeNull();
  });
});

describe('the demo data', () => {
  let demo: TestApi;
  beforeAll(async () => {
    demo = await startTestApi();
    await seedDemoData(demo.db, { investorPassword: 'Kente-Investor' });
  });
  afterAll(() => demo.close());

  it('is served by every public project route (the contract validates each answer)', async () => {
    const listed = await demo.client.projects.listProjects({ query: {} });
    expect(listed.status).toBe(200);
    const projects = listed.body as TProject[];
    expect(projects.length).toBeGreaterThanOrEqual(8);
    expect(projects.some((project) => project.currentFunding !== '0.00')).toBe(true);
    for (const project of projects) {
      const params = { params: { id: String(project.id) } };
      expect((await demo.client.projects.getProject(params)).status).toBe(200);
      expect((await demo.client.units.listProjectUnits(params)).status).toBe(200);
      expect((await demo.client.units.getUnitStatistics(params)).status).toBe(200);
      expect((await demo.client.projectUpdates.listProjectUpdates(params)).status).toBe(200);
    }
    expect((await demo.client.developers.listDevelopers()).status).toBe(200);
  });

  it('lets the sites read the page headers across origins', async () => {
    const response = await fetch(`${demo.baseUrl}/api/projects?limit=1`, {
      headers: { origin: 'http://localhost:5173' },
    });
    const exposed = response.headers.get('access-control-expose-headers') ?? '';
    expect(exposed).toContain(PROJECT_LIST_HEADERS.totalCount);
    expect(exposed).toContain(PROJECT_LIST_HEADERS.nextCursor);
  });
});
