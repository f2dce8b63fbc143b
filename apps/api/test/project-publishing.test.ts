import {
  createDeveloper,
  createKycVerification,
  createProject,
  createProjectUpdate,
  createUnit,
  createUser,
} from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditRecordsOf,
  signedIn,
  signedInAdmin,
  signedInInspector,
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

/** A draft with a unit, an update and a picture: everything the public could otherwise read. */
async function draftProject(values: Parameters<typeof createProject>[1] = {}) {
  const project = await createProject(api.db, { publishedAt: null, ...values });
  const unit = await createUnit(api.db, { projectId: project.id, minInvestmentAmount: '5000.00' });
  await createProjectUpdate(api.db, { projectId: project.id });
  return { project, unit, id: String(project.id) };
}

describe('POST /api/secure-admin/projects/{id}/publish and /unpublish', () => {
  it('publishes a draft and makes it a draft again, each once in the audit trail', async () => {
    const { id } = await draftProject();

    const published = await admin.client.adminProjects.publishProject({
      params: { id },
    });
    expect(published.status).toBe(200);
    if (published.status !== 200) return;
    expect(published.body.publishedAt).toEqual(expect.any(String));

    // A second click answers the same project and records nothing more.
    const again = await admin.client.adminProjects.publishProject({
      params: { id },
    });
    expect(again.body).toMatchObject({ publishedAt: published.body.publishedAt });

    const unpublished = await admin.client.adminProjects.unpublishProject({
      params: { id },
    });
    expect(unpublished.status).toBe(200);
    expect(unpublished.body).toMatchObject({ id: Number(id), publishedAt: null });
    const twice = await admin.client.adminProjects.unpublishProject({
      params: { id },
    });
    expect(twice.body).toMatchObject({ publishedAt: null });

    const records = await auditRecordsOf(api.db, 'project', id);
    expect(records.map((record) => record.action)).toEqual([
      'project.publish',
      'project.unpublish',
    ]);
    expect(records[0]).toMatchObject({
      actorUserId: admin.user.id,
      before: { publishedAt: null },
      after: { publishedAt: published.body.publishedAt },
    });
  });

  it('answers 404 for an unknown project', async () => {
    for (const route of ['publishProject', 'unpublishProject'] as const) {
      const response = await admin.client.adminProjects[route]({
        params: { id: '999999' },
      });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ message: 'Project not found' });
    }
  });

  it('starts a project made in the admin site as a draft', async () => {
    const created = await admin.client.adminProjects.createProject({
      body: {
        title: 'Tema Harbour Lofts',
        description: 'Lofts by the harbour.',
        location: 'Community 1, Tema',
        unitPrice: '90000',
        minInvestment: '2000',
      },
    });
    expect(created.body).toMatchObject({ title: 'Tema Harbour Lofts', publishedAt: null });
  });
});

describe('a draft, to the public', () => {
  it('is absent from the list, the locations, the featured projects and the chatbot', async () => {
    const place = `Draftville ${Date.now()}`;
    const { project } = await draftProject({ title: `Hidden Gardens ${place}`, location: place });

    const list = await api.client.projects.listProjects({ query: { q: 'Hidden Gardens' } });
    expect(list.body).toEqual([]);
    expect(list.headers.get('x-total-count')).toBe('0');

    const locations = await api.client.projects.listProjectLocations();
    expect(locations.body).not.toContain(place);

    const featured = await api.client.projects.listFeaturedProjects();
    expect(featured.status).toBe(200);
    if (featured.status !== 200) return;
    expect(featured.body.map((shown) => shown.id)).not.toContain(project.id);

    const chat = await api.client.chatbot.sendChatbotMessage({
      body: { message: `Which projects are in ${place}?`, history: [] },
    });
    expect(JSON.stringify(chat.body)).not.toContain(`/projects/${project.id}"`);
    expect(JSON.stringify(chat.body)).not.toContain('Hidden Gardens');

    // Published, it appears everywhere.
    await admin.client.adminProjects.publishProject({
      params: { id: String(project.id) },
    });
    const listed = await api.client.projects.listProjects({ query: { q: 'Hidden Gardens' } });
    expect(listed.body).toMatchObject([{ id: project.id }]);
    expect((await api.client.projects.listProjectLocations()).body).toContain(place);
  });

  it('answers 404 on its page, units, statistics, updates and schedule, to visitors and investors', async () => {
    const { id } = await draftProject();
    const investor = await signedIn(api, await createUser(api.db));
    for (const client of [api.client, investor.client]) {
      const params = { id };
      const answers = await Promise.all([
        client.projects.getProject({ params }),
        client.units.listProjectUnits({ params }),
        client.units.getUnitStatistics({ params }),
        client.projectUpdates.listProjectUpdates({ params }),
        client.progress.getProjectSchedule({ params }),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(answer.body).toMatchObject({ message: 'Project not found' });
      }
    }
  });

  it("does not count on its developer's page", async () => {
    const developer = await createDeveloper(api.db);
    const { id } = await draftProject({
      developerId: developer.id,
      developerName: null,
      status: 'completed',
      completionDate: '2025-01-31',
      deliveredOn: '2025-01-20',
    });
    const delivered = async () => {
      const response = await api.client.developers.getDeveloper({
        params: { id: String(developer.id) },
      });
      if (response.status !== 200) throw new Error(`getDeveloper: ${response.status}`);
      return response.body.scorecard.projectsDelivered;
    };
    expect(await delivered()).toBe(0);
    await admin.client.adminProjects.publishProject({ params: { id } });
    expect(await delivered()).toBe(1);
  });

  it('takes no interest: 404 as for an unknown project, and nothing stored', async () => {
    const { project, unit } = await draftProject();
    const investor = await signedIn(api, await createUser(api.db));
    const response = await investor.client.projectInterests.createProjectInterest({
      body: {
        userId: investor.user.id,
        projectId: project.id,
        unitId: unit.id,
        unitType: '3-bedroom-apartment',
        interestAmount: '2500',
        currency: 'USD',
        contactPreference: 'whatsapp',
        contactInfo: '+233 24 123 4567',
        message: null,
        interestType: 'unit',
        unitsRequested: 1,
      },
    });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ message: 'Project not found' });
    const stored = await api.db
      .selectFrom('projectInterests')
      .select('id')
      .where('projectId', '=', project.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('takes no investment: 409 with a clear message, and nothing reserved', async () => {
    const { project, unit } = await draftProject();
    const user = await createUser(api.db);
    await createKycVerification(api.db, { userId: user.id, status: 'approved' });
    const investor = await signedIn(api, user);
    const response = await investor.client.investments.createInvestment({
      body: {
        userId: user.id,
        projectId: project.id,
        unitId: unit.id,
        amount: '5000',
        satisfactionConfirmed: true,
      },
      headers: {},
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      message: 'This project is not published yet and takes no investments',
    });
    const stored = await api.db
      .selectFrom('investments')
      .select('id')
      .where('projectId', '=', project.id)
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('a draft, to staff', () => {
  it('is seen by the admin and inspectors where they work', async () => {
    const { id } = await draftProject();
    const inspector = await signedInInspector(api);

    const adminView = await admin.client.adminProjects.getAdminProject({ params: { id } });
    expect(adminView.body).toMatchObject({ id: Number(id), publishedAt: null });

    for (const staff of [admin, inspector]) {
      const params = { id };
      expect((await staff.client.units.listProjectUnits({ params })).status).toBe(200);
      expect((await staff.client.units.getUnitStatistics({ params })).status).toBe(200);
      expect((await staff.client.projectUpdates.listProjectUpdates({ params })).status).toBe(200);
      expect((await staff.client.progress.getProjectSchedule({ params })).status).toBe(200);
    }
  });
});

describe('GET /api/projects/featured', () => {
  it('features published projects with a picture, units still open first, never simply the newest', async () => {
    // Fully funded, so it has no open unit: it comes after every project still open.
    const full = await createProject(api.db, { title: 'Featured Full' });
    await createUnit(api.db, {
      projectId: full.id,
      price: '100000.00',
      currentInvestment: '100000.00',
      status: 'fully_funded',
    });
    // Open and nearly funded: first of all.
    const open = await createProject(api.db, { title: 'Featured Open' });
    await createUnit(api.db, {
      projectId: open.id,
      price: '100000.00',
      currentInvestment: '99000.00',
      status: 'partially_funded',
    });
    const newest = await createProject(api.db, { title: 'Newest Without Picture', imageUrl: null });
    await createUnit(api.db, { projectId: newest.id });

    const response = await api.client.projects.listFeaturedProjects();
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    expect(response.body.length).toBeLessThanOrEqual(3);
    expect(response.body[0]).toMatchObject({ id: open.id });
    expect(response.body.map((project) => project.id)).not.toContain(newest.id);
  });
});
