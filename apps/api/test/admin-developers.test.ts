import { createDeveloper, createProject } from '@coinvest/db/testing';
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

let sequence = 0;
/** The form's required fields, with a name no other test uses. */
function developerInput(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    name: `Sankofa Builders ${sequence}`,
    description: 'Townhouses and apartments in Tema and Spintex.',
    email: `hello${sequence}@sankofa.example.com`,
    phone: '+233 30 281 0000',
    address: '4 Harbour Road, Tema',
    city: 'Tema',
    country: 'Ghana',
    ...overrides,
  };
}

async function create(body: Record<string, unknown>) {
  return admin.client.adminDevelopers.createDeveloper({ body: body as never });
}

describe('POST /api/secure-admin/developers', () => {
  it('stores every field, splitting specialties on commas', async () => {
    const response = await create(
      developerInput({
        name: 'Nyansa Estates',
        email: ' Sales@Nyansa.example.com ',
        website: 'https://nyansa.example.com',
        establishedYear: '2004',
        licenseNumber: 'REA/DEV/2018/0057',
        specialties: ' Luxury apartments, High-rise ,, Gated communities ,',
        logoUrl: '/images/developers/nyansa.png',
        completedProjects: '22',
        totalValue: '685000000',
        rating: '4.8',
        isActive: false,
      }),
    );
    expect(response.status).toBe(201);
    if (response.status !== 201) return;
    expect(response.body).toMatchObject({
      name: 'Nyansa Estates',
      email: 'sales@nyansa.example.com',
      website: 'https://nyansa.example.com',
      establishedYear: 2004,
      licenseNumber: 'REA/DEV/2018/0057',
      specialties: ['Luxury apartments', 'High-rise', 'Gated communities'],
      logoUrl: '/images/developers/nyansa.png',
      completedProjects: 22,
      totalValue: '685000000.00',
      rating: '4.80',
      isActive: false,
    });
    const [record] = await auditRecordsOf(api.db, 'developer', response.body.id);
    expect(record).toMatchObject({ action: 'developer.create', after: response.body });

    // Inactive: listed for the admin, not on the public page.
    const adminList = await admin.client.adminDevelopers.listAdminDevelopers();
    expect(adminList.status === 200 && adminList.body.map((d) => d.name)).toContain(
      'Nyansa Estates',
    );
    const publicList = await api.client.developers.listDevelopers();
    expect(publicList.status === 200 && publicList.body.map((d) => d.name)).not.toContain(
      'Nyansa Estates',
    );
  });

  it("falls back to this year and 0 when year and completed projects are not numbers; the form's defaults", async () => {
    const response = await create(
      developerInput({ establishedYear: 'since forever', completedProjects: 'many' }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      establishedYear: new Date().getFullYear(),
      completedProjects: 0,
      totalValue: '0.00',
      rating: '0.00',
      isActive: true,
      specialties: [],
      website: null,
      licenseNumber: null,
    });
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email'],
    [{ description: ' ' }, 'description', 'Description is required'],
    [{ phone: undefined }, 'phone', 'Phone is required'],
    [{ city: '' }, 'city', 'City is required'],
    [{ country: '' }, 'country', 'Country is required'],
    [{ address: '' }, 'address', 'Address is required'],
    [{ rating: '5.1' }, 'rating', 'Rating must be from 0 to 5 in steps of 0.1'],
    [{ rating: '4.55' }, 'rating', 'Rating must be from 0 to 5 in steps of 0.1'],
    [{ rating: -1 }, 'rating', 'Rating must be from 0 to 5 in steps of 0.1'],
    [
      { establishedYear: 1700 },
      'establishedYear',
      'Established year must be from 1800 to this year',
    ],
    [
      { establishedYear: new Date().getFullYear() + 1 },
      'establishedYear',
      'Established year must be from 1800 to this year',
    ],
    [
      { completedProjects: -2 },
      'completedProjects',
      'Completed projects must be a whole number from 0 to 100000',
    ],
    [{ totalValue: '1.234' }, 'totalValue', 'Enter an amount with at most 2 decimal places'],
  ])('refuses %j: %s', async (overrides, path, message) => {
    const before = await auditCount(api.db);
    const response = await create(developerInput(overrides));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, errorCode: 'VALIDATION_FAILED' });
    expect((response.body as { issues: unknown[] }).issues).toContainEqual({ path, message });
    expect(await auditCount(api.db)).toBe(before);
  });

  it('accepts ratings 0 to 5 in steps of 0.1', async () => {
    for (const rating of ['0', '0.1', 2.5, '4.9', '5', '5.0']) {
      const response = await create(developerInput({ rating }));
      expect(response.status, String(rating)).toBe(201);
    }
  });

  it('refuses a name or license number already used (409), writing nothing', async () => {
    const existing = await createDeveloper(api.db);
    const before = await auditCount(api.db);
    const sameName = await create(developerInput({ name: existing.name }));
    expect(sameName.status).toBe(409);
    expect(sameName.body).toMatchObject({
      message: 'A developer with this name already exists',
      errorCode: 'DEVELOPER_NAME_TAKEN',
    });
    const sameLicense = await create(developerInput({ licenseNumber: existing.licenseNumber }));
    expect(sameLicense.status).toBe(409);
    expect(sameLicense.body).toMatchObject({
      message: 'A developer with this license number already exists',
    });
    expect(await auditCount(api.db)).toBe(before);
  });
});

describe('PATCH /api/secure-admin/developers/{id}', () => {
  it('replaces the fields and records before and after', async () => {
    const created = await create(developerInput({ rating: '3.5' }));
    if (created.status !== 201) throw new Error('create failed');
    const response = await admin.client.adminDevelopers.updateDeveloper({
      params: { id: String(created.body.id) },
      body: developerInput({ name: 'Renamed Builders', rating: '4.1', specialties: ['Villas'] }),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'Renamed Builders',
      rating: '4.10',
      specialties: ['Villas'],
    });
    const records = await auditRecordsOf(api.db, 'developer', created.body.id);
    expect(records[1]).toMatchObject({
      action: 'developer.update',
      before: { rating: '3.50' },
      after: { name: 'Renamed Builders', rating: '4.10' },
    });
  });

  it('answers 404 for an unknown developer and 400 for a malformed id', async () => {
    const unknown = await admin.client.adminDevelopers.updateDeveloper({
      params: { id: '987654' },
      body: developerInput(),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Developer not found', errorCode: 'NOT_FOUND' });
    const malformed = await fetch(`${api.baseUrl}/api/secure-admin/developers/abc`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ message: 'Developer id must be a number' });
  });
});

describe('DELETE /api/secure-admin/developers/{id}', () => {
  it('deletes the developer; its projects stay with their developer name', async () => {
    const developer = await createDeveloper(api.db);
    const project = await createProject(api.db, {
      developerId: developer.id,
      developerName: 'Adom Homes',
    });
    const response = await admin.client.adminDevelopers.deleteDeveloper({
      params: { id: String(developer.id) },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Developer Deleted' });
    const stored = await api.db
      .selectFrom('projects')
      .select(['developerId', 'developerName'])
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ developerId: null, developerName: 'Adom Homes' });
    const [record] = await auditRecordsOf(api.db, 'developer', developer.id);
    expect(record).toMatchObject({
      action: 'developer.delete',
      before: { id: developer.id, name: developer.name },
      after: null,
    });
  });
});
