import { renderWithProviders, sentBodies, stubFetch, sentQueries } from '@coinvest/ui/testing';
import type { StubbedResponse } from '@coinvest/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { makeUser, renderApp, storeSession } from '../../test/render';
import { PanelNavigationContext } from '../../lib/panel-navigation';
import { UnitsTab } from './UnitsTab';
import { makeAdminProject } from '../../test/fixtures';

const project = { id: 5, title: 'Legon Court Residences' };
const unitsPath = `/api/secure-admin/projects/${project.id}/units`;

function makeUnit(overrides: Record<string, unknown> = {}) {
  return {
    id: 11,
    projectId: project.id,
    unitNumber: 'A-101',
    unitType: '2-bedroom-apartment',
    status: 'partially_funded',
    bedrooms: 2,
    bathrooms: 2,
    floorArea: '85.50',
    plotSize: null,
    floor: 3,
    block: 'B',
    price: '120000.00',
    minInvestmentAmount: '5000.00',
    currentInvestment: '30000.50',
    totalInvestmentNeeded: '120000.00',
    remainingInvestment: '90000.00',
    reservedAmount: '0.00',
    manualStatus: false,
    features: ['balcony', 'security', 'generator', 'borehole', 'wardrobes'],
    imageUrl: null,
    description: null,
    soldAt: null,
    soldPrice: null,
    profitGenerated: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const page = (items: unknown[], total = items.length, nextCursor: string | null = null) => ({
  items,
  total,
  pageSize: 12,
  nextCursor,
});

const statistics = {
  availableUnits: 0,
  partiallyFundedUnits: 1,
  fullyFundedUnits: 0,
  soldUnits: 0,
  totalUnits: 1,
  minimumInvestmentRange: { min: '5000.00', max: '5000.00' },
};

type Routes = Record<string, StubbedResponse | ((body: unknown, url: URL) => StubbedResponse)>;

/** The tab with a project chosen, as the Projects tab's Units button leaves it. */
function renderUnits(routes: Routes) {
  const fetchStub = stubFetch({
    [`GET ${unitsPath}`]: { status: 200, body: page([makeUnit()]) },
    [`GET /api/projects/${project.id}/unit-statistics`]: { status: 200, body: statistics },
    ...routes,
  });
  const result = renderWithProviders(
    <PanelNavigationContext.Provider
      value={{
        selectedProject: project,
        openSection: vi.fn(),
        openUnits: vi.fn(),
        forgetProject: vi.fn(),
      }}
    >
      <UnitsTab />
    </PanelNavigationContext.Provider>,
    { i18n },
  );
  return { fetchStub, ...result };
}

const card = (unitNumber: string) => screen.findByRole('article', { name: unitNumber });

describe('Units tab', () => {
  it('asks for a project when none is selected', async () => {
    const admin = makeUser({ id: 1, role: 'admin', username: 'boss' });
    storeSession(admin);
    const fetchStub = stubFetch({ 'GET /api/auth/user': { status: 200, body: admin } });
    renderApp('/');
    await userEvent.click(await screen.findByRole('tab', { name: 'Units' }));

    expect(await screen.findByRole('heading', { name: 'Select a Project' })).toBeInTheDocument();
    expect(
      screen.getByText('Choose a project from the Projects tab to manage its units'),
    ).toBeInTheDocument();
    expect(sentQueries(fetchStub, 'GET', unitsPath)).toEqual([]);
  });

  it('opens on the project whose Units button the admin pressed in the Projects tab', async () => {
    const admin = makeUser({ id: 1, role: 'admin', username: 'boss' });
    storeSession(admin);
    stubFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/secure-admin/projects': {
        status: 200,
        body: page([makeAdminProject({ id: project.id, title: project.title })]),
      },
      [`GET ${unitsPath}`]: { status: 200, body: page([makeUnit()]) },
      [`GET /api/projects/${project.id}/unit-statistics`]: { status: 200, body: statistics },
    });
    renderApp('/');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Units of Legon Court Residences' }),
    );

    expect(await screen.findByRole('tab', { name: 'Units', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Project: Legon Court Residences')).toBeInTheDocument();
    expect(await card('A-101')).toBeInTheDocument();
  });

  it("shows the project's units: type, status, rooms, area, dollars and three features", async () => {
    const { fetchStub } = renderUnits({});

    expect(screen.getByText('Loading units...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unit Management' })).toBeInTheDocument();
    expect(screen.getByText('Project: Legon Court Residences')).toBeInTheDocument();
    const unit = await card('A-101');
    expect(within(unit).getByText('2 Bedroom Apartment')).toBeInTheDocument();
    expect(within(unit).getByText('Partially Funded', { ignore: 'option' })).toBeInTheDocument();
    expect(
      within(unit).getByText('2 bed · 2 bath · 85.50 m² · Floor 3 · Block B'),
    ).toBeInTheDocument();
    expect(within(unit).getByText('$120,000.00')).toBeInTheDocument();
    expect(within(unit).getByText('$5,000.00')).toBeInTheDocument();
    expect(within(unit).getByText('$30,000.50')).toBeInTheDocument();
    const features = within(unit).getByRole('list', { name: 'Features' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Balcony', 'Security', 'Generator', '+2 more']);
    expect(
      within(unit).getByRole('combobox', { name: 'Payment Status of unit A-101' }),
    ).toHaveValue('partially_funded');
    expect(within(unit).getByRole('button', { name: 'Mark as Sold' })).toBeInTheDocument();
    expect(within(unit).getByRole('button', { name: 'Edit unit A-101' })).toBeInTheDocument();
    expect(within(unit).getByRole('button', { name: 'Delete unit A-101' })).toBeInTheDocument();
    expect(sentQueries(fetchStub, 'GET', unitsPath)[0]?.get('pageSize')).toBe('12');
  });

  it('names the project as it is stored now, after a rename elsewhere', async () => {
    renderUnits({
      [`GET /api/secure-admin/projects/${project.id}`]: {
        status: 200,
        body: { id: project.id, title: 'Legon Court Residences Phase II' },
      },
    });

    expect(await screen.findByText('Project: Legon Court Residences Phase II')).toBeInTheDocument();
  });

  it('colours the status badge and hides Mark as Sold for a sold unit', async () => {
    renderUnits({
      [`GET ${unitsPath}`]: {
        status: 200,
        body: page([
          makeUnit({ id: 1, unitNumber: 'H-1', unitType: 'fully-detached', status: 'available' }),
          makeUnit({ id: 2, unitNumber: 'H-2', unitType: 'fully-detached', status: 'sold' }),
        ]),
      },
    });
    const available = await card('H-1');
    const sold = await card('H-2');
    expect(
      within(available).getByText('Available', { ignore: 'option' }).closest('.mantine-Badge-root'),
    ).toHaveStyle({
      '--badge-bg': 'var(--mantine-color-green-filled)',
    });
    expect(
      within(sold).getByText('Sold', { ignore: 'option' }).closest('.mantine-Badge-root'),
    ).toHaveStyle({
      '--badge-bg': 'var(--mantine-color-gray-filled)',
    });
    expect(within(available).getByRole('button', { name: 'Mark as Sold' })).toBeInTheDocument();
    expect(within(sold).queryByRole('button', { name: 'Mark as Sold' })).not.toBeInTheDocument();
  });

  it('shows the empty state, whose Add First Unit opens the form', async () => {
    renderUnits({ [`GET ${unitsPath}`]: { status: 200, body: page([]) } });
    expect(await screen.findByRole('heading', { name: 'No Units Yet' })).toBeInTheDocument();
    expect(
      screen.getByText('Start by adding unit types with their specific details and pricing.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add First Unit' }));
    expect(screen.getByRole('region', { name: 'Add Unit' })).toBeInTheDocument();
  });

  it('offers floor and block only for an apartment type', async () => {
    renderUnits({});
    await userEvent.click(screen.getByRole('button', { name: 'Add Unit' }));
    const form = screen.getByRole('region', { name: 'Add Unit' });
    const type = within(form).getByRole('combobox', { name: /Unit Type/ });
    expect(within(type).getAllByRole('option')).toHaveLength(9);

    await userEvent.selectOptions(type, 'semi-detached');
    expect(within(form).queryByLabelText('Floor')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('Block')).not.toBeInTheDocument();

    await userEvent.selectOptions(type, '3-bedroom-apartment');
    expect(within(form).getByLabelText('Floor')).toBeInTheDocument();
    expect(within(form).getByLabelText('Block')).toBeInTheDocument();
  });

  it("refuses the form with the contract's messages", async () => {
    const { fetchStub } = renderUnits({});
    await userEvent.click(screen.getByRole('button', { name: 'Add Unit' }));
    const form = screen.getByRole('region', { name: 'Add Unit' });
    await userEvent.type(within(form).getByLabelText(/Price/), '100.00');
    await userEvent.type(within(form).getByLabelText(/Minimum Investment/), '200.00');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Unit' }));

    expect(within(form).getByText('Unit number is required')).toBeInTheDocument();
    expect(within(form).getByText('Bedrooms is required')).toBeInTheDocument();
    expect(
      within(form).getByText('Minimum investment cannot be more than the price'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'POST', `/api/projects/${project.id}/units`)).toEqual([]);
  });

  it('creates an apartment with its floor, block and features, then refreshes the list', async () => {
    const { fetchStub } = renderUnits({
      [`POST /api/projects/${project.id}/units`]: { status: 201, body: makeUnit({ id: 12 }) },
    });
    await card('A-101');
    await userEvent.click(screen.getByRole('button', { name: 'Add Unit' }));
    const form = screen.getByRole('region', { name: 'Add Unit' });
    await userEvent.type(within(form).getByLabelText(/Unit Number/), 'B-204');
    await userEvent.selectOptions(within(form).getByLabelText(/Unit Type/), '3-bedroom-apartment');
    await userEvent.type(within(form).getByLabelText(/Bedrooms/), '3');
    await userEvent.type(within(form).getByLabelText(/Bathrooms/), '2');
    await userEvent.type(within(form).getByLabelText(/Floor Area/), '110.25');
    await userEvent.type(within(form).getByLabelText(/Price/), '150000.50');
    await userEvent.type(within(form).getByLabelText(/Minimum Investment/), '2500');
    await userEvent.type(within(form).getByLabelText('Floor'), '4');
    await userEvent.type(within(form).getByLabelText('Block'), 'C');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Balcony' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Swimming Pool' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add Unit' }));

    expect(await screen.findByText('Unit created successfully')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'POST', `/api/projects/${project.id}/units`)).toEqual([
      {
        unitNumber: 'B-204',
        unitType: '3-bedroom-apartment',
        bedrooms: 3,
        bathrooms: 2,
        floorArea: '110.25',
        plotSize: null,
        price: '150000.50',
        minInvestmentAmount: '2500',
        features: ['balcony', 'swimming_pool'],
        description: null,
        imageUrl: null,
        floor: 4,
        block: 'C',
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Add Unit' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(sentQueries(fetchStub, 'GET', unitsPath)).toHaveLength(2));
  });

  it('sends no floor or block for a house, even when typed before the type changed', async () => {
    const { fetchStub } = renderUnits({
      [`POST /api/projects/${project.id}/units`]: { status: 201, body: makeUnit({ id: 12 }) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add Unit' }));
    const form = screen.getByRole('region', { name: 'Add Unit' });
    await userEvent.type(within(form).getByLabelText(/Unit Number/), 'H-7');
    await userEvent.type(within(form).getByLabelText('Floor'), '2');
    await userEvent.selectOptions(within(form).getByLabelText(/Unit Type/), 'fully-detached');
    await userEvent.type(within(form).getByLabelText(/Bedrooms/), '4');
    await userEvent.type(within(form).getByLabelText(/Bathrooms/), '4');
    await userEvent.type(within(form).getByLabelText(/Plot Size/), '450');
    await userEvent.type(within(form).getByLabelText(/Price/), '300000');
    await userEvent.type(within(form).getByLabelText(/Minimum Investment/), '10000');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Unit' }));

    expect(await screen.findByText('Unit created successfully')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'POST', `/api/projects/${project.id}/units`)).toEqual([
      expect.objectContaining({
        unitType: 'fully-detached',
        plotSize: '450',
        floor: null,
        block: null,
      }),
    ]);
  });

  it('shows the server message when a create is refused', async () => {
    renderUnits({
      [`POST /api/projects/${project.id}/units`]: {
        status: 409,
        body: {
          message: 'A unit with this number already exists in this project',
          errorCode: 'UNIT_NUMBER_TAKEN',
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add Unit' }));
    const form = screen.getByRole('region', { name: 'Add Unit' });
    await userEvent.type(within(form).getByLabelText(/Unit Number/), 'A-101');
    await userEvent.type(within(form).getByLabelText(/Bedrooms/), '2');
    await userEvent.type(within(form).getByLabelText(/Bathrooms/), '2');
    await userEvent.type(within(form).getByLabelText(/Price/), '1000');
    await userEvent.type(within(form).getByLabelText(/Minimum Investment/), '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Unit' }));

    expect(
      await screen.findByText('A unit with this number already exists in this project'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Add Unit' })).toBeInTheDocument();
  });

  it('edits a unit with every field pre-filled', async () => {
    const { fetchStub } = renderUnits({
      [`PUT /api/projects/${project.id}/units/11`]: { status: 200, body: makeUnit() },
    });
    await userEvent.click(
      within(await card('A-101')).getByRole('button', { name: 'Edit unit A-101' }),
    );
    const form = screen.getByRole('region', { name: 'Edit Unit A-101' });
    expect(within(form).getByLabelText(/Unit Number/)).toHaveValue('A-101');
    expect(within(form).getByLabelText(/Floor Area/)).toHaveValue(85.5);
    expect(within(form).getByLabelText('Block')).toHaveValue('B');
    expect(within(form).getByRole('checkbox', { name: 'Wardrobes' })).toBeChecked();
    const price = within(form).getByLabelText(/Price/);
    await userEvent.clear(price);
    await userEvent.type(price, '125000');
    await userEvent.click(within(form).getByRole('button', { name: 'Update Unit' }));

    expect(await screen.findByText('Unit updated successfully')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'PUT', `/api/projects/${project.id}/units/11`)).toEqual([
      expect.objectContaining({
        unitNumber: 'A-101',
        price: '125000',
        floorArea: '85.50',
        floor: 3,
        block: 'B',
        features: ['balcony', 'security', 'generator', 'borehole', 'wardrobes'],
      }),
    ]);
  });

  it('changes the payment status', async () => {
    const { fetchStub } = renderUnits({
      'PATCH /api/secure-admin/units/11/payment-status': {
        status: 200,
        body: makeUnit({ status: 'fully_funded', manualStatus: true }),
      },
    });
    await userEvent.selectOptions(
      within(await card('A-101')).getByRole('combobox', { name: 'Payment Status of unit A-101' }),
      'fully_funded',
    );

    expect(await screen.findByText('Unit status updated successfully')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'PATCH', '/api/secure-admin/units/11/payment-status')).toEqual([
      { status: 'fully_funded' },
    ]);
  });

  it('says the status change failed when the server gives no reason', async () => {
    renderUnits({ 'PATCH /api/secure-admin/units/11/payment-status': { status: 500 } });
    await userEvent.selectOptions(
      within(await card('A-101')).getByRole('combobox', { name: 'Payment Status of unit A-101' }),
      'available',
    );
    expect(await screen.findByText('Failed to update unit status')).toBeInTheDocument();
  });

  it('offers no Sold status by hand, and locks the status of a sold unit', async () => {
    renderUnits({
      [`GET ${unitsPath}`]: {
        status: 200,
        body: page([makeUnit(), makeUnit({ id: 2, unitNumber: 'H-2', status: 'sold' })]),
      },
    });
    const open = within(await card('A-101')).getByRole('combobox', {
      name: 'Payment Status of unit A-101',
    });
    expect(
      within(open)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Available', 'Partially Funded', 'Fully Funded']);
    expect(open).toBeEnabled();
    const sold = within(await card('H-2')).getByRole('combobox', {
      name: 'Payment Status of unit H-2',
    });
    expect(sold).toHaveValue('sold');
    expect(sold).toBeDisabled();
  });

  it('marks a unit sold with the sold price and the costs, showing the computed profit', async () => {
    const { fetchStub } = renderUnits({
      'PATCH /api/secure-admin/units/11/mark-sold': {
        status: 200,
        body: makeUnit({ status: 'sold', soldPrice: '180000.00', profitGenerated: '60000.00' }),
      },
    });
    await userEvent.click(
      within(await card('A-101')).getByRole('button', { name: 'Mark as Sold' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Mark unit A-101 as sold' });
    await userEvent.type(within(dialog).getByLabelText(/Enter the sold price:/), '180000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a cost of the sale' }));
    await userEvent.type(within(dialog).getByLabelText(/Cost 1: what it was/), "Agent's fee");
    await userEvent.type(within(dialog).getByLabelText(/Cost 1: amount/), '5000');
    // A-101's price is 120,000.00: 180,000 - 120,000 - 5,000.
    expect(within(dialog).getByText(/Profit: \$55,000\.00/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Sold' }));

    expect(await screen.findByText('Unit marked as sold successfully')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'PATCH', '/api/secure-admin/units/11/mark-sold')).toEqual([
      { soldPrice: '180000', costs: [{ label: "Agent's fee", amount: '5000' }] },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends nothing while the sold price is empty', async () => {
    const { fetchStub } = renderUnits({
      'PATCH /api/secure-admin/units/11/mark-sold': { status: 200, body: makeUnit() },
    });
    await userEvent.click(
      within(await card('A-101')).getByRole('button', { name: 'Mark as Sold' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Mark unit A-101 as sold' });
    const submit = within(dialog).getByRole('button', { name: 'Mark as Sold' });

    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Enter the sold price:/), '180000');
    await userEvent.clear(within(dialog).getByLabelText(/Enter the sold price:/));
    expect(submit).toBeDisabled();

    expect(sentBodies(fetchStub, 'PATCH', '/api/secure-admin/units/11/mark-sold')).toEqual([]);
  });

  it('deletes a unit without asking, and shows why the server refused', async () => {
    const { fetchStub } = renderUnits({
      [`DELETE /api/projects/${project.id}/units/11`]: {
        status: 409,
        body: {
          message: 'This unit cannot be deleted because investors have invested in it',
          errorCode: 'UNIT_HAS_INVESTMENTS',
        },
      },
    });
    await userEvent.click(
      within(await card('A-101')).getByRole('button', { name: 'Delete unit A-101' }),
    );

    expect(
      await screen.findByText('This unit cannot be deleted because investors have invested in it'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'DELETE', `/api/projects/${project.id}/units/11`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes a unit and says so', async () => {
    renderUnits({
      [`DELETE /api/projects/${project.id}/units/11`]: {
        status: 200,
        body: { message: 'Unit deleted' },
      },
    });
    await userEvent.click(
      within(await card('A-101')).getByRole('button', { name: 'Delete unit A-101' }),
    );
    expect(await screen.findByText('Unit deleted successfully')).toBeInTheDocument();
  });

  it('pages through many units and searches them on the server', async () => {
    const { fetchStub } = renderUnits({
      [`GET ${unitsPath}`]: (_body, url) => {
        // Each page's cursor names the page after it: 'after-1' asks for page 2, and so on.
        const pageNumber = Number(url.searchParams.get('cursor')?.replace('after-', '') ?? 0) + 1;
        const q = url.searchParams.get('q');
        if (q) return { status: 200, body: page([makeUnit({ id: 99, unitNumber: 'Z-4999' })]) };
        return {
          status: 200,
          body: page(
            [makeUnit({ id: pageNumber, unitNumber: `P${pageNumber}-1` })],
            5000,
            `after-${pageNumber}`,
          ),
        };
      },
    });
    await card('P1-1');
    expect(screen.getByText('1-1 of 5,000 units')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Unit pages' });
    expect(within(pages).getByText('Page 1 of 417')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await card('P2-1');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await card('P3-1');
    expect(screen.getByText('25-25 of 5,000 units')).toBeInTheDocument();
    expect(sentQueries(fetchStub, 'GET', unitsPath).at(-1)?.get('cursor')).toBe('after-2');
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await card('P2-1');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search units' }), 'Z-4999');
    await card('Z-4999');
    const queries = sentQueries(fetchStub, 'GET', unitsPath);
    expect(queries.at(-1)?.get('q')).toBe('Z-4999');
    // A new search starts at its first page.
    expect(queries.at(-1)?.get('cursor')).toBeNull();
  });

  it('goes back a page when the last unit of the last page is deleted', async () => {
    let deleted = false;
    const { fetchStub } = renderUnits({
      [`GET ${unitsPath}`]: (_body, url) => {
        const first = url.searchParams.get('cursor') === null;
        const total = deleted ? 12 : 13;
        if (first) {
          const nextCursor = deleted ? null : 'after-first';
          return {
            status: 200,
            body: page([makeUnit({ id: 1, unitNumber: 'P1-1' })], total, nextCursor),
          };
        }
        const items = deleted ? [] : [makeUnit({ id: 13, unitNumber: 'P2-1' })];
        return { status: 200, body: page(items, total) };
      },
      [`DELETE /api/projects/${project.id}/units/13`]: () => {
        deleted = true;
        return { status: 200, body: { message: 'Unit deleted' } };
      },
    });
    await card('P1-1');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(
      within(await card('P2-1')).getByRole('button', { name: 'Delete unit P2-1' }),
    );

    expect(await card('P1-1')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Unit pages' })).not.toBeInTheDocument(),
    );
    expect(sentQueries(fetchStub, 'GET', unitsPath).at(-1)?.get('cursor')).toBeNull();
  });
});
