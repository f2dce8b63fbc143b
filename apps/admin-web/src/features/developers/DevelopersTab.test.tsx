import { sentBodies, stubFetch, type StubbedResponse } from '@coinvest/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderApp, storeSession } from '../../test/render';

const admin = makeUser({ id: 1, role: 'admin', username: 'boss' });

function makeDeveloper(overrides: Record<string, unknown> = {}) {
  return {
    id: 3,
    name: 'Oak Ridge Homes',
    description: 'Gated communities in East Legon.',
    email: 'hello@oakridge.example',
    phone: '+233 30 123 4567',
    website: 'https://oakridge.example',
    address: '12 Boundary Road, East Legon',
    city: 'Accra',
    country: 'Ghana',
    establishedYear: 2009,
    licenseNumber: 'GREDA-0042',
    specialties: ['Gated', 'Townhouses'],
    logoUrl: null,
    completedProjects: 14,
    totalValue: '52000000.00',
    rating: '4.60',
    isActive: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

type Routes = Record<string, StubbedResponse | ((body: unknown, url: URL) => StubbedResponse)>;

async function openDevelopers(routes: Routes) {
  storeSession(admin);
  const fetchStub = stubFetch({
    'GET /api/auth/user': { status: 200, body: admin },
    // The edit dialog's licences and payout account: their own tests check them.
    'GET /api/secure-admin/developers/3/licences': { status: 200, body: [] },
    'GET /api/secure-admin/developers/3/payout-account': { status: 200, body: null },
    'GET /api/secure-admin/payout-banks': { status: 200, body: [] },
    ...routes,
  });
  renderApp('/');
  await userEvent.click(await screen.findByRole('tab', { name: 'Developers' }));
  return fetchStub;
}

const developerCard = (name: string) => screen.findByRole('article', { name });

/** The toast (an alert outside the dialog) with this title. */
async function toastTitled(title: string) {
  const heading = await screen.findByText(title);
  const toast = screen.getAllByRole('alert').find((alert) => alert.contains(heading));
  if (!toast) throw new Error(`no toast titled ${title}`);
  return toast;
}

describe('Developers tab', () => {
  it('counts the developers and shows each with its badge and facts', async () => {
    await openDevelopers({
      'GET /api/secure-admin/developers': {
        status: 200,
        body: [
          makeDeveloper(),
          makeDeveloper({ id: 4, name: 'Sahara Builders', isActive: false, specialties: [] }),
        ],
      },
    });

    const section = await screen.findByRole('region', { name: 'Developer Management' });
    expect(await within(section).findByText('2 developers')).toBeInTheDocument();
    const oak = await developerCard('Oak Ridge Homes');
    expect(within(oak).getByText('Active')).toBeInTheDocument();
    expect(within(oak).getByText('Accra, Ghana')).toBeInTheDocument();
    expect(within(oak).getByText('4.6')).toBeInTheDocument();
    expect(within(oak).getByText(/52,000,000\.00/)).toBeInTheDocument();
    expect(within(oak).getByText('Townhouses')).toBeInTheDocument();
    expect(
      within(await developerCard('Sahara Builders')).getByText('Inactive'),
    ).toBeInTheDocument();
  });

  it('adds a developer from the form defaults, splitting the specialties', async () => {
    let developers = [makeDeveloper()];
    const fetchStub = await openDevelopers({
      'GET /api/secure-admin/developers': () => ({ status: 200, body: developers }),
      'POST /api/secure-admin/developers': () => {
        developers = [...developers, makeDeveloper({ id: 9, name: 'Kumasi Living' })];
        return { status: 201, body: developers[1] };
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Add Developer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Developer' });
    expect(within(dialog).getByRole('textbox', { name: /Country/ })).toHaveValue('Ghana');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Kumasi Living');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'hi@kl.example');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Description/ }),
      'Family homes in Kumasi.',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '0244123456');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Address/ }),
      '4 Harper Road, Adum',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /City/ }), 'Kumasi');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Specialties/ }),
      ' Luxury, ,High-rise ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Developer' }));

    expect(await screen.findByText('Developer Created')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'POST', '/api/secure-admin/developers')).toEqual([
      {
        name: 'Kumasi Living',
        description: 'Family homes in Kumasi.',
        email: 'hi@kl.example',
        phone: '0244123456',
        website: null,
        address: '4 Harper Road, Adum',
        city: 'Kumasi',
        country: 'Ghana',
        establishedYear: new Date().getFullYear(),
        licenseNumber: null,
        specialties: ['Luxury', 'High-rise'],
        logoUrl: null,
        completedProjects: 0,
        totalValue: '0',
        rating: '0',
        isActive: true,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('2 developers')).toBeInTheDocument();
    expect(await developerCard('Kumasi Living')).toBeInTheDocument();
  });

  it("shows the contract's messages and sends nothing while the form is invalid", async () => {
    const fetchStub = await openDevelopers({
      'GET /api/secure-admin/developers': { status: 200, body: [] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Developer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Developer' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Developer' }));

    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email')).toBeInTheDocument();
    expect(within(dialog).getByText('Address is required')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'POST', '/api/secure-admin/developers')).toEqual([]);
  });

  it('edits a developer from its values and patches every field', async () => {
    let developers = [makeDeveloper()];
    const fetchStub = await openDevelopers({
      'GET /api/secure-admin/developers': () => ({ status: 200, body: developers }),
      'PATCH /api/secure-admin/developers/3': () => {
        developers = [makeDeveloper({ name: 'Oak Ridge Estates', isActive: false })];
        return { status: 200, body: developers[0] };
      },
    });

    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit developer Oak Ridge Homes' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Developer Oak Ridge Homes' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Oak Ridge Homes');
    expect(within(dialog).getByRole('textbox', { name: /Specialties/ })).toHaveValue(
      'Gated, Townhouses',
    );
    await userEvent.clear(name);
    await userEvent.type(name, 'Oak Ridge Estates');
    await userEvent.click(within(dialog).getByRole('switch', { name: /Active/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Developer' }));

    expect(await screen.findByText('Developer Updated')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'PATCH', '/api/secure-admin/developers/3')).toEqual([
      {
        name: 'Oak Ridge Estates',
        description: 'Gated communities in East Legon.',
        email: 'hello@oakridge.example',
        phone: '+233 30 123 4567',
        website: 'https://oakridge.example',
        address: '12 Boundary Road, East Legon',
        city: 'Accra',
        country: 'Ghana',
        establishedYear: 2009,
        licenseNumber: 'GREDA-0042',
        specialties: ['Gated', 'Townhouses'],
        logoUrl: null,
        completedProjects: 14,
        totalValue: '52000000.00',
        rating: '4.6',
        isActive: false,
      },
    ]);
    const card = await developerCard('Oak Ridge Estates');
    expect(within(card).getByText('Inactive')).toBeInTheDocument();
  });

  it('keeps the submit button disabled while the save is under way', async () => {
    const fetchStub = await openDevelopers({
      'GET /api/secure-admin/developers': { status: 200, body: [makeDeveloper()] },
      'PATCH /api/secure-admin/developers/3': { status: 200, body: makeDeveloper() },
    });
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    // The PATCH answers only when the test says so.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PATCH') await answered;
      return fetchStub(input, init);
    });

    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit developer Oak Ridge Homes' }),
    );
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Update Developer' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    await userEvent.click(submit);
    answer();

    expect(await screen.findByText('Developer Updated')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'PATCH', '/api/secure-admin/developers/3')).toHaveLength(1);
  });

  it('deletes a developer at once, without a confirmation', async () => {
    let developers = [makeDeveloper()];
    const fetchStub = await openDevelopers({
      'GET /api/secure-admin/developers': () => ({ status: 200, body: developers }),
      'DELETE /api/secure-admin/developers/3': () => {
        developers = [];
        return { status: 200, body: { message: 'Developer deleted' } };
      },
    });

    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete developer Oak Ridge Homes' }),
    );

    expect(await screen.findByText('Developer Deleted')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'DELETE', '/api/secure-admin/developers/3')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Oak Ridge Homes' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('No developers yet. Add the first one.')).toBeInTheDocument();
  });

  it("says so when a change fails, with the server's reason in the toast and the form", async () => {
    await openDevelopers({
      'GET /api/secure-admin/developers': { status: 200, body: [makeDeveloper()] },
      'PATCH /api/secure-admin/developers/3': {
        status: 409,
        body: { message: 'A developer with this name already exists' },
      },
      'DELETE /api/secure-admin/developers/3': { status: 502 },
    });

    // No reason in the answer: the toast says what failed.
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete developer Oak Ridge Homes' }),
    );
    expect(await toastTitled('Deletion Failed')).toHaveTextContent(
      'Failed to delete developer profile.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Edit developer Oak Ridge Homes' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Developer' }));
    expect(await toastTitled('Update Failed')).toHaveTextContent(
      'A developer with this name already exists',
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A developer with this name already exists',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
