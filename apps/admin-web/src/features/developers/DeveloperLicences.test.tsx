import type { TDeveloperLicence } from '@coinvest/contract';
import { requestedRoutes, sentBodies, stubFetch } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, storeSession } from '../../test/render';

const admin = makeUser({ id: 1, role: 'admin', username: 'boss' });

const developer = {
  id: 3,
  name: 'Oak Ridge Homes',
  description: 'Gated communities in East Legon.',
  email: 'hello@oakridge.example',
  phone: '+233 30 123 4567',
  website: null,
  address: '12 Boundary Road, East Legon',
  city: 'Accra',
  country: 'Ghana',
  establishedYear: 2009,
  licenseNumber: null,
  specialties: [],
  logoUrl: null,
  completedProjects: 14,
  totalValue: '52000000.00',
  rating: '4.60',
  isActive: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const expiredGreda: TDeveloperLicence = {
  kind: 'greda_membership',
  number: 'GREDA/M/1127',
  expiresOn: '2025-06-30',
  status: 'expired',
};
const missingReac: TDeveloperLicence = {
  kind: 'reac_licence',
  number: null,
  expiresOn: null,
  status: 'missing',
};
const LICENCES = '/api/secure-admin/developers/3/licences';

async function openLicences() {
  storeSession(admin);
  const fetchStub = stubFetch({
    'GET /api/auth/user': { status: 200, body: admin },
    'GET /api/secure-admin/developers': { status: 200, body: [developer] },
    [`GET ${LICENCES}`]: { status: 200, body: [expiredGreda, missingReac] },
    [`PUT ${LICENCES}/reac_licence`]: {
      status: 200,
      body: [
        expiredGreda,
        {
          kind: 'reac_licence',
          number: 'REAC/DEV/2026/0012',
          expiresOn: '2028-12-31',
          status: 'valid',
        },
      ],
    },
    [`DELETE ${LICENCES}/greda_membership`]: {
      status: 200,
      body: [{ ...expiredGreda, number: null, expiresOn: null, status: 'missing' }, missingReac],
    },
  });
  renderApp('/');
  await userEvent.click(await screen.findByRole('tab', { name: 'Developers' }));
  await userEvent.click(
    await screen.findByRole('button', { name: 'Edit developer Oak Ridge Homes' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Edit Developer Oak Ridge Homes' });
  const section = await within(dialog).findByRole('region', { name: 'Licences' });
  return { fetchStub, section };
}

describe("a developer's licences on the admin site", () => {
  it('shows each with its status, sets a missing one and removes an expired one', async () => {
    const { fetchStub, section } = await openLicences();
    const greda = within(section).getByRole('form', { name: 'GREDA membership' });
    const reac = within(section).getByRole('form', {
      name: 'Real Estate Agency Council licence (Act 1047)',
    });
    expect(within(greda).getByText('Expired')).toBeVisible();
    expect(within(greda).getByRole('textbox', { name: /Number/ })).toHaveValue('GREDA/M/1127');
    expect(within(reac).getByText('Missing')).toBeVisible();
    expect(within(reac).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();

    await userEvent.type(
      within(reac).getByRole('textbox', { name: /Number/ }),
      'REAC/DEV/2026/0012',
    );
    await userEvent.type(within(reac).getByLabelText(/Expires on/), '2028-12-31');
    await userEvent.click(within(reac).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Licence saved')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'PUT', `${LICENCES}/reac_licence`)).toEqual([
      { number: 'REAC/DEV/2026/0012', expiresOn: '2028-12-31' },
    ]);
    expect(await within(section).findByText('Valid')).toBeVisible();

    await userEvent.click(within(greda).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Licence removed')).toBeInTheDocument();
    expect(requestedRoutes(fetchStub)).toContain(`DELETE ${LICENCES}/greda_membership`);
  });

  it("shows the contract's message and sends nothing without a number", async () => {
    const { fetchStub, section } = await openLicences();
    const reac = within(section).getByRole('form', {
      name: 'Real Estate Agency Council licence (Act 1047)',
    });
    await userEvent.type(within(reac).getByLabelText(/Expires on/), '2028-12-31');
    await userEvent.click(within(reac).getByRole('button', { name: 'Save' }));
    expect(await within(reac).findByText('Licence number is required')).toBeVisible();
    expect(sentBodies(fetchStub, 'PUT', `${LICENCES}/reac_licence`)).toEqual([]);
  });
});
