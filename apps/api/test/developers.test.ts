import { createDeveloper } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET /api/developers', () => {
  it('lists the active developers by name with every field of the card', async () => {
    const nyansa = await createDeveloper(api.db, {
      name: 'Nyansa Estates',
      description: 'High-rise apartments in Cantonments.',
      email: 'sales@nyansa.example.com',
      phone: '+233 30 278 4410',
      website: 'https://nyansa.example.com',
      address: '7 Ring Road East, Cantonments, Accra',
      city: 'Accra',
      country: 'Ghana',
      establishedYear: 2004,
      licenseNumber: 'REA/DEV/2018/0057',
      specialties: ['Luxury apartments', 'High-rise'],
      logoUrl: '/images/developers/nyansa.png',
      completedProjects: 22,
      totalValue: '685000000.00',
      rating: '4.8',
    });
    const adom = await createDeveloper(api.db, {
      name: 'Adom Homes',
      website: null,
      licenseNumber: null,
      logoUrl: null,
      establishedYear: null,
      rating: '0',
      totalValue: '0',
      completedProjects: 0,
      specialties: [],
    });
    await createDeveloper(api.db, { name: 'Closed Builders Ltd', isActive: false });

    const response = await api.client.developers.listDevelopers();
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    expect(response.body.map((developer) => developer.name)).toEqual([
      'Adom Homes',
      'Nyansa Estates',
    ]);
    expect(response.body[1]).toEqual({
      id: nyansa.id,
      name: 'Nyansa Estates',
      description: 'High-rise apartments in Cantonments.',
      email: 'sales@nyansa.example.com',
      phone: '+233 30 278 4410',
      website: 'https://nyansa.example.com',
      address: '7 Ring Road East, Cantonments, Accra',
      city: 'Accra',
      country: 'Ghana',
      establishedYear: 2004,
      licenseNumber: 'REA/DEV/2018/0057',
      specialties: ['Luxury apartments', 'High-rise'],
      logoUrl: '/images/developers/nyansa.png',
      completedProjects: 22,
      totalValue: '685000000.00',
      rating: '4.80',
      isActive: true,
      // Its figures are checked in scorecards.test.ts.
      scorecard: expect.objectContaining({ projectsDelivered: 0 }) as unknown,
    });
    expect(response.body[0]).toMatchObject({
      id: adom.id,
      website: null,
      licenseNumber: null,
      establishedYear: null,
      rating: '0.00',
      totalValue: '0.00',
      completedProjects: 0,
      specialties: [],
    });
  });
});
