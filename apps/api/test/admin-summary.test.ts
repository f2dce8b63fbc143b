import { createKycVerification, createProject, createUser } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, type Caller } from './admin-fixtures';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
let admin: Caller;

beforeAll(async () => {
  api = await startTestApi();
  admin = await signedInAdmin(api);
});
afterAll(() => api.close());

describe('GET /api/secure-admin/summary', () => {
  it('counts projects, pending interests and pending KYC, and sums totalInvestmentNeeded', async () => {
    const empty = await admin.client.adminSummary.getAdminSummary();
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      activeProjects: 0,
      pendingInterests: 0,
      totalInvestment: '0.00',
      pendingKyc: 0,
      notReportingProjects: 0,
    });

    const legon = await createProject(api.db, { totalInvestmentNeeded: '3600000.10' });
    await createProject(api.db, { totalInvestmentNeeded: '1250000.25', status: 'completed' });
    await createProject(api.db, { totalInvestmentNeeded: '0' });

    const investor = await createUser(api.db);
    for (const status of ['pending', 'pending', 'approved', 'rejected'] as const) {
      await api.db
        .insertInto('projectInterests')
        .values({ userId: investor.id, projectId: legon.id, interestAmount: '5000', status })
        .execute();
    }
    for (const status of [
      'pending',
      'under_review',
      'approved',
      'rejected',
      'requires_additional_info',
    ] as const) {
      await createKycVerification(api.db, { status });
    }

    const response = await admin.client.adminSummary.getAdminSummary();
    expect(response.body).toEqual({
      activeProjects: 3,
      pendingInterests: 2,
      totalInvestment: '4850000.35',
      pendingKyc: 2,
      notReportingProjects: 0,
    });
  });
});
