import { requestedRoutes, stubFetch } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, storeSession } from '../../test/render';

const reported = {
  id: 31,
  projectId: 4,
  title: 'Roof on block A',
  description: 'The roof slab of block A is cast.',
  progressPercentage: 60,
  updateType: 'progress',
  imageUrl: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  evidence: [],
  verification: { status: 'reported', reviewedAt: null, inspectorName: null, note: null },
};

describe('the admin site for an inspector', () => {
  it('shows only their assigned projects and signs off a reported update, never the admin panel', async () => {
    const inspector = makeUser({ role: 'inspector', username: 'efua' });
    storeSession(inspector);
    const fetchStub = stubFetch({
      'GET /api/auth/user': { status: 200, body: inspector },
      'GET /api/inspector/projects': {
        status: 200,
        body: [
          {
            id: 4,
            title: 'Airport Hills Villas',
            location: 'Airport Hills, Accra',
            latitude: 5.6,
            longitude: -0.17,
            reportedUpdates: 1,
          },
        ],
      },
      'GET /api/inspector/projects/4/updates': { status: 200, body: [reported] },
      'POST /api/inspector/updates/31/review': {
        status: 200,
        body: { ...reported, verification: { ...reported.verification, status: 'verified' } },
      },
    });
    renderApp('/');

    await userEvent.click(await screen.findByText('Airport Hills Villas'));
    const update = await screen.findByRole('article', { name: 'Roof on block A' });
    expect(within(update).getByText('Reported, awaiting your review')).toBeInTheDocument();
    await userEvent.type(within(update).getByLabelText('Note'), 'Slab seen on site.');
    await userEvent.click(within(update).getByRole('button', { name: 'Sign off' }));

    expect(await screen.findByText('Sign-off saved')).toBeInTheDocument();
    const routes = requestedRoutes(fetchStub);
    expect(routes).toContain('POST /api/inspector/updates/31/review');
    expect(routes.some((route) => route.includes('/api/secure-admin/'))).toBe(false);
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
