import { sentBodies, requestedRoutes, stubFetch, type StubbedResponse } from '@coinvest/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, storeSession } from '../../test/render';

const admin = makeUser({ id: 1, role: 'admin', username: 'boss' });

function makeInterest(overrides: Record<string, unknown> = {}) {
  return {
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
    message: 'Call after 5pm',
    interestType: 'unit',
    unitsRequested: 1,
    status: 'pending',
    createdAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

async function openInterests(
  routes: Record<string, StubbedResponse | ((body: unknown) => StubbedResponse)>,
) {
  storeSession(admin);
  const fetchStub = stubFetch({ 'GET /api/auth/user': { status: 200, body: admin }, ...routes });
  renderApp('/');
  await userEvent.click(await screen.findByRole('tab', { name: 'Interests' }));
  return fetchStub;
}

describe('Interests tab', () => {
  it("says 'No pending investment interests' when none wait", async () => {
    await openInterests({ 'GET /api/secure-admin/project-interests': { status: 200, body: [] } });
    expect(await screen.findByText('No pending investment interests')).toBeInTheDocument();
  });

  it("lists each pending interest, 'Not provided' for a missing contact, and approves one", async () => {
    let pending = [
      makeInterest(),
      makeInterest({ id: 32, contactInfo: null, message: null, unitNumber: null }),
    ];
    const fetchStub = await openInterests({
      'GET /api/secure-admin/project-interests': () => ({ status: 200, body: pending }),
      'POST /api/secure-admin/project-interests/31/approve': () => {
        pending = pending.filter((interest) => interest.id !== 31);
        return { status: 200, body: { ...makeInterest(), status: 'approved' } };
      },
    });

    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('ama_mensah (ama@example.com)')).toBeInTheDocument();
    expect(within(items[0]!).getByText('$2,500.00')).toBeInTheDocument();
    expect(within(items[0]!).getByText('WhatsApp')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Call after 5pm')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Not provided')).toBeInTheDocument();

    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Interest Approved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(requestedRoutes(fetchStub)).toContain(
      'POST /api/secure-admin/project-interests/31/approve',
    );
  });

  it('rejects an interest, and says so when the server refuses a second decision', async () => {
    const fetchStub = await openInterests({
      'GET /api/secure-admin/project-interests': { status: 200, body: [makeInterest()] },
      'POST /api/secure-admin/project-interests/31/reject': {
        status: 409,
        body: { message: 'This interest has already been decided' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));

    expect(
      await screen.findByText('The interest could not be updated. Please try again.'),
    ).toBeInTheDocument();
    expect(
      sentBodies(fetchStub, 'POST', '/api/secure-admin/project-interests/31/reject'),
    ).toHaveLength(1);
  });
});
