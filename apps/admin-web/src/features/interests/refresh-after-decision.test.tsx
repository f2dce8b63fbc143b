import { requestedRoutes, stubFetch, type FetchStub } from '@coinvest/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, storeSession } from '../../test/render';

const admin = makeUser({ id: 1, role: 'admin', username: 'boss' });

const interest = {
  id: 31,
  userId: 7,
  projectId: 1,
  projectTitle: 'Legon Court Residences',
  unitId: 11,
  unitNumber: 'A-101',
  unitType: '2-bedroom-apartment',
  userName: 'ama_mensah',
  userEmail: 'ama@example.com',
  interestAmount: '2500.00',
  currency: 'USD',
  contactPreference: 'whatsapp',
  contactInfo: '+233 24 123 4567',
  message: null,
  interestType: 'unit',
  unitsRequested: 1,
  status: 'pending',
  createdAt: '2026-11-22T10:00:00.000Z',
};

const count = (stub: FetchStub, route: string) =>
  requestedRoutes(stub).filter((requested) => requested === route).length;

describe('after an interest is approved', () => {
  it("refreshes the summary's pending count and the audit trail", async () => {
    let decided = false;
    storeSession(admin);
    const fetchStub = stubFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/secure-admin/summary': () => ({
        status: 200,
        body: {
          activeProjects: 2,
          pendingInterests: decided ? 0 : 1,
          totalInvestment: '100000.00',
          pendingKyc: 0,
        },
      }),
      'GET /api/secure-admin/project-interests': () => ({
        status: 200,
        body: decided ? [] : [interest],
      }),
      'POST /api/secure-admin/project-interests/31/approve': () => {
        decided = true;
        return { status: 200, body: { ...interest, status: 'approved' } };
      },
      'GET /api/secure-admin/audit-log': { status: 200, body: emptyAuditPage },
    });
    renderApp('/');
    const events = userEvent.setup();
    const pending = await screen.findByRole('group', { name: 'Investment Interests' });
    expect(await within(pending).findByText('1')).toBeInTheDocument();
    // The trail is read once, and kept: the panel's data never goes stale by itself.
    await events.click(await screen.findByRole('tab', { name: 'Audit' }));
    await waitFor(() => expect(count(fetchStub, 'GET /api/secure-admin/audit-log')).toBe(1));

    await events.click(screen.getByRole('tab', { name: 'Interests' }));
    await events.click(await screen.findByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Interest Approved')).toBeInTheDocument();
    expect(await within(pending).findByText('0')).toBeInTheDocument();
    await events.click(screen.getByRole('tab', { name: 'Audit' }));
    await waitFor(() => expect(count(fetchStub, 'GET /api/secure-admin/audit-log')).toBe(2));
    expect(count(fetchStub, 'GET /api/secure-admin/summary')).toBe(2);
  });
});

const emptyAuditPage = { items: [], total: 0, pageSize: 20, nextCursor: null };
