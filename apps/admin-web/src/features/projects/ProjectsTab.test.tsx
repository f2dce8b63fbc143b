import {
  ADMIN_PROJECT_MESSAGES,
  PROJECT_STATUS_LABELS,
  PROJECT_TYPE_LABELS,
  RISK_LEVEL_LABELS,
} from '@coinvest/contract';
import {
  requestedRoutes,
  sentBodies,
  sentQueries,
  stubFetch,
  type StubbedResponse,
} from '@coinvest/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/locales/en';
import { makeUser, renderApp, storeSession } from '../../test/render';
import { makeAdminProject } from '../../test/fixtures';

const admin = makeUser({ id: 1, role: 'admin', username: 'boss' });

const summary = { activeProjects: 1, pendingInterests: 0, totalInvestment: '0.00', pendingKyc: 0 };

const page = (items: unknown[], total = items.length, number = 1) => ({
  items,
  total,
  page: number,
  pageSize: 12,
});

type Route = StubbedResponse | ((body: unknown, url: URL) => StubbedResponse);

async function openProjects(routes: Record<string, Route>) {
  storeSession(admin);
  const fetchStub = stubFetch({
    'GET /api/auth/user': { status: 200, body: admin },
    'GET /api/secure-admin/summary': { status: 200, body: summary },
    ...routes,
  });
  renderApp('/');
  // Projects is the panel's first tab.
  await screen.findByRole('tab', { name: 'Projects', selected: true });
  return fetchStub;
}

const countOf = (routes: string[], route: string) => routes.filter((r) => r === route).length;

describe('Projects tab', () => {
  it('shows each project as a card: badges, investment in dollars, and a link to its public page', async () => {
    await openProjects({
      'GET /api/secure-admin/projects': {
        status: 200,
        body: page([
          makeAdminProject(),
          makeAdminProject({
            id: 5,
            title: 'Airport City Plaza',
            projectType: 'mixed-use',
            status: 'pre_construction',
            totalInvestmentNeeded: '12500000.50',
          }),
        ]),
      },
    });

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const legon = within(screen.getByRole('article', { name: 'Legon Court Residences' }));
    expect(legon.getByText('East Legon, Accra')).toBeInTheDocument();
    expect(legon.getByText(/near the University of Ghana/)).toBeInTheDocument();
    expect(legon.getByText(PROJECT_STATUS_LABELS.under_construction)).toBeInTheDocument();
    expect(legon.getByText(PROJECT_TYPE_LABELS.residential)).toBeInTheDocument();
    expect(legon.getByText('Investment: $3,400,000.00')).toBeInTheDocument();
    expect(legon.getByRole('link', { name: /View Legon Court Residences/ })).toHaveAttribute(
      'href',
      'http://localhost:5173/projects/4',
    );

    const plaza = within(screen.getByRole('article', { name: 'Airport City Plaza' }));
    expect(plaza.getByText('Pre-Construction')).toBeInTheDocument();
    expect(plaza.getByText('Mixed-Use')).toBeInTheDocument();
    expect(plaza.getByText('Investment: $12,500,000.50')).toBeInTheDocument();
    expect(screen.getByText('2 projects')).toBeInTheDocument();
  });

  it('offers no View link for a draft, which the investor site does not show, and says why', async () => {
    await openProjects({
      'GET /api/secure-admin/projects': {
        status: 200,
        body: page([makeAdminProject({ publishedAt: null })]),
      },
    });

    const legon = within(await screen.findByRole('article', { name: 'Legon Court Residences' }));
    expect(legon.queryByRole('link', { name: /View Legon Court Residences/ })).toBeNull();
    const view = legon.getByRole('button', { name: /View Legon Court Residences/ });
    expect(view).toBeDisabled();
    expect(view).toHaveAccessibleDescription(
      'A draft is not on the investor site: publish it to view its page there.',
    );
  });

  it('asks the API for one page at a time and searches with q', async () => {
    const fetchStub = await openProjects({
      'GET /api/secure-admin/projects': (_body, url) => {
        const q = url.searchParams.get('q');
        const number = Number(url.searchParams.get('page'));
        if (q) return { status: 200, body: page([], 0) };
        return {
          status: 200,
          body: page(
            [makeAdminProject({ id: number, title: `Project on page ${number}` })],
            500,
            number,
          ),
        };
      },
    });

    expect(await screen.findByRole('article', { name: 'Project on page 1' })).toBeInTheDocument();
    expect(screen.getByText('500 projects')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: 'Project on page 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 42' })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'tema');
    expect(await screen.findByText('No projects match "tema"')).toBeInTheDocument();

    const queries = sentQueries(fetchStub, 'GET', '/api/secure-admin/projects');
    expect(queries.every((query) => query.get('pageSize') === '12')).toBe(true);
    expect(queries.map((query) => query.get('page'))).toContain('2');
    // A new search starts from its first page.
    expect(queries.at(-1)?.get('q')).toBe('tema');
    expect(queries.at(-1)?.get('page')).toBe('1');
  });

  it('says when there are no projects, and offers a retry when the list fails', async () => {
    let fail = true;
    await openProjects({
      'GET /api/secure-admin/projects': () =>
        fail
          ? { status: 500, body: { message: 'Internal error' } }
          : { status: 200, body: page([]) },
    });

    expect(await screen.findByText('The projects could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByText("No projects yet. Add the first one with 'Add Project'."),
    ).toBeInTheDocument();
  });

  it('adds a project: the contract messages first, then the whole form is sent', async () => {
    let projects: unknown[] = [];
    const fetchStub = await openProjects({
      'GET /api/secure-admin/projects': () => ({ status: 200, body: page(projects) }),
      'POST /api/secure-admin/projects': (body) => {
        projects = [makeAdminProject({ id: 9, ...(body as Record<string, unknown>) })];
        return { status: 201, body: projects[0] };
      },
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByText("No projects yet. Add the first one with 'Add Project'.");

    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Project' }));
    await user.click(dialog.getByRole('button', { name: 'Create Project' }));
    expect(dialog.getByText(ADMIN_PROJECT_MESSAGES.projectTitleRequired)).toBeInTheDocument();
    expect(dialog.getByText('Unit price is required')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /^Country/ })).toHaveValue('Ghana');

    // Long texts are pasted: a keystroke each renders the whole form again, which a loaded
    // machine makes slow, and typing is not what this test is about.
    const paste = async (name: RegExp, text: string) => {
      await user.click(dialog.getByRole('textbox', { name }));
      await user.paste(text);
    };
    await paste(/^Title/, 'Tema Harbour View');
    await paste(/^Description/, 'Sea-facing townhouses by the new harbour.');
    await paste(/^Location/, 'Community 25, Tema');
    await user.click(dialog.getByRole('combobox', { name: 'Project Type' }));
    await user.click(screen.getByRole('option', { name: 'Commercial' }));
    await user.click(dialog.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Pre-Construction' }));
    await user.type(dialog.getByRole('textbox', { name: /^Total Units/ }), '20');
    await user.type(dialog.getByRole('textbox', { name: /^Available Units/ }), '30');
    await user.type(dialog.getByRole('textbox', { name: /^Unit Price/ }), '95000.505');
    await user.type(dialog.getByRole('textbox', { name: /^Minimum Investment/ }), '2500');
    await user.click(dialog.getByRole('button', { name: 'Create Project' }));
    expect(dialog.getByText('Available units cannot be more than total units')).toBeInTheDocument();
    expect(dialog.getByText('Enter an amount with at most 2 decimal places')).toBeInTheDocument();
    expect(requestedRoutes(fetchStub)).not.toContain('POST /api/secure-admin/projects');

    await user.clear(dialog.getByRole('textbox', { name: /^Available Units/ }));
    await user.type(dialog.getByRole('textbox', { name: /^Available Units/ }), '20');
    await user.clear(dialog.getByRole('textbox', { name: /^Unit Price/ }));
    await user.type(dialog.getByRole('textbox', { name: /^Unit Price/ }), '95000.50');
    await user.type(dialog.getByRole('textbox', { name: /^Total Investment Needed/ }), '1900010');
    await paste(/^Media URLs/, 'https://cdn.example.com/tema-1.jpg\n\n/images/tema-2.jpg');
    await user.click(dialog.getByRole('switch', { name: 'Price negotiable' }));
    await user.click(dialog.getByRole('button', { name: 'Create Project' }));

    expect(await screen.findByText('Project created successfully')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'POST', '/api/secure-admin/projects')).toEqual([
      {
        title: 'Tema Harbour View',
        description: 'Sea-facing townhouses by the new harbour.',
        location: 'Community 25, Tema',
        country: 'Ghana',
        projectType: 'commercial',
        developerName: null,
        totalUnits: 20,
        availableUnits: 20,
        unitPrice: '95000.50',
        minInvestment: '2500',
        expectedProfit: null,
        profitRangeMin: null,
        profitRangeMax: null,
        timeline: 0,
        constructionTimeline: null,
        developerListingPrice: null,
        status: 'pre_construction',
        imageUrl: null,
        riskLevel: 'medium',
        totalInvestmentNeeded: '1900010',
        offPlanPrice: null,
        minCoBuyAmount: null,
        completionListPrice: null,
        mediaUrls: ['https://cdn.example.com/tema-1.jpg', '/images/tema-2.jpg'],
        priceNegotiable: false,
        completionDate: null,
        updateIntervalDays: 30,
        latitude: null,
        longitude: null,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'Tema Harbour View' })).toBeInTheDocument();
    // The summary cards count projects and their investment: they are read again.
    expect(countOf(requestedRoutes(fetchStub), 'GET /api/secure-admin/summary')).toBe(2);
  });

  it('edits a project from every stored field and sends them all back with PUT', async () => {
    const fetchStub = await openProjects({
      'GET /api/secure-admin/projects': { status: 200, body: page([makeAdminProject()]) },
      'GET /api/secure-admin/projects/4': { status: 200, body: makeAdminProject() },
      'PUT /api/secure-admin/projects/4': (body) => ({
        status: 200,
        body: makeAdminProject(body as Record<string, unknown>),
      }),
    });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Edit Legon Court Residences' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Project' }));
    const title = await dialog.findByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('Legon Court Residences');
    expect(dialog.getByRole('textbox', { name: /^Unit Price/ })).toHaveValue('85000.00');
    expect(dialog.getByRole('textbox', { name: /^Completion List Price/ })).toHaveValue(
      '120000.00',
    );
    expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('Under Construction');
    expect(dialog.getByRole('combobox', { name: 'Risk Level' })).toHaveValue('Low');
    expect(dialog.getByRole('textbox', { name: /^Media URLs/ })).toHaveValue(
      '/images/legon-1.jpg\n/images/legon-2.jpg',
    );
    expect(dialog.getByRole('switch', { name: 'Price negotiable' })).not.toBeChecked();

    await user.clear(title);
    await user.type(title, 'Legon Court Phase II');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Project updated successfully')).toBeInTheDocument();
    const {
      id: _id,
      createdAt: _created,
      updatedAt: _updated,
      publishedAt: _published,
      ...stored
    } = makeAdminProject();
    expect(sentBodies(fetchStub, 'PUT', '/api/secure-admin/projects/4')).toEqual([
      { ...stored, title: 'Legon Court Phase II' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has no typed image URL, the cover coming from the gallery, and still saves', async () => {
    const fetchStub = await openProjects({
      'GET /api/secure-admin/projects': { status: 200, body: page([makeAdminProject()]) },
      'GET /api/secure-admin/projects/4': { status: 200, body: makeAdminProject() },
      'PUT /api/secure-admin/projects/4': (body) => ({
        status: 200,
        body: makeAdminProject(body as Record<string, unknown>),
      }),
    });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Edit Legon Court Residences' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Project' }));
    await dialog.findByRole('textbox', { name: /^Title/ });
    expect(dialog.queryByRole('textbox', { name: /Image URL/ })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Project updated successfully')).toBeInTheDocument();
    // An address typed before the gallery existed stays as stored: saving does not wipe it.
    expect(sentBodies(fetchStub, 'PUT', '/api/secure-admin/projects/4')).toEqual([
      expect.objectContaining({ imageUrl: makeAdminProject().imageUrl }),
    ]);
  });

  it('shows the server message when a save is refused', async () => {
    await openProjects({
      'GET /api/secure-admin/projects': { status: 200, body: page([makeAdminProject()]) },
      'GET /api/secure-admin/projects/4': { status: 200, body: makeAdminProject() },
      'PUT /api/secure-admin/projects/4': { status: 404, body: { message: 'Project not found' } },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit Legon Court Residences' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Project' }));
    await user.click(await dialog.findByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Project not found')).toBeInTheDocument();
    // The form stays, with what the admin typed, so nothing is lost.
    expect(screen.getByRole('dialog', { name: 'Edit Project' })).toBeInTheDocument();
  });

  it('deletes only after asking, and shows why the server refuses', async () => {
    let projects = [makeAdminProject(), makeAdminProject({ id: 5, title: 'Airport City Plaza' })];
    const fetchStub = await openProjects({
      'GET /api/secure-admin/projects': () => ({ status: 200, body: page(projects) }),
      'DELETE /api/secure-admin/projects/4': {
        status: 409,
        body: {
          message: ADMIN_PROJECT_MESSAGES.projectHasInvestments,
          errorCode: 'PROJECT_HAS_INVESTMENTS',
        },
      },
      'DELETE /api/secure-admin/projects/5': () => {
        projects = projects.filter((project) => project.id !== 5);
        return { status: 200, body: { message: 'Project deleted successfully' } };
      },
    });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Delete Legon Court Residences' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Delete Project' }));
    expect(dialog.getByText('Are you sure you want to delete this project?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestedRoutes(fetchStub)).not.toContain('DELETE /api/secure-admin/projects/4');

    await user.click(screen.getByRole('button', { name: 'Delete Legon Court Residences' }));
    dialog = within(screen.getByRole('dialog', { name: 'Delete Project' }));
    await user.click(dialog.getByRole('button', { name: 'Delete Project' }));
    expect(
      await screen.findByText(
        'This project cannot be deleted because investors have invested in its units',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Legon Court Residences' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Airport City Plaza' }));
    dialog = within(screen.getByRole('dialog', { name: 'Delete Project' }));
    await user.click(dialog.getByRole('button', { name: 'Delete Project' }));
    expect(await screen.findByText('Project deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Airport City Plaza' })).not.toBeInTheDocument(),
    );
  });

  it('marks a draft and publishes it with one click, then offers to unpublish it', async () => {
    let project = makeAdminProject({ publishedAt: null });
    const fetchStub = await openProjects({
      'GET /api/secure-admin/projects': () => ({ status: 200, body: page([project]) }),
      'POST /api/secure-admin/projects/4/publish': () => {
        project = { ...project, publishedAt: '2026-11-28T21:00:00.000Z' };
        return { status: 200, body: project };
      },
    });
    const user = userEvent.setup({ delay: null });

    const card = within(await screen.findByRole('article', { name: 'Legon Court Residences' }));
    expect(card.getByText('Draft')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Publish Legon Court Residences' }));

    expect(
      await screen.findByText('The project is published: investors can see it and invest.'),
    ).toBeInTheDocument();
    expect(requestedRoutes(fetchStub)).toContain('POST /api/secure-admin/projects/4/publish');
    expect(
      await card.findByRole('button', { name: 'Unpublish Legon Court Residences' }),
    ).toBeInTheDocument();
    expect(card.getByText('Published')).toBeInTheDocument();
  });

  it("opens the Units tab with the card's project", async () => {
    await openProjects({
      'GET /api/secure-admin/projects': { status: 200, body: page([makeAdminProject()]) },
    });

    await userEvent.click(
      await screen.findByRole('button', { name: 'Units of Legon Court Residences' }),
    );

    expect(screen.getByRole('tab', { name: 'Units' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Projects' })).toHaveAttribute('aria-selected', 'false');
  });
  it('leaves the Units tab without a project once that project is deleted', async () => {
    let projects = [makeAdminProject({ id: 5, title: 'Airport City Plaza' })];
    await openProjects({
      'GET /api/secure-admin/projects': () => ({ status: 200, body: page(projects) }),
      'GET /api/secure-admin/projects/5/units': { status: 200, body: page([]) },
      'GET /api/projects/5/unit-statistics': {
        status: 404,
        body: { message: 'Project not found' },
      },
      'DELETE /api/secure-admin/projects/5': () => {
        projects = [];
        return { status: 200, body: { message: 'Project deleted successfully' } };
      },
    });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Units of Airport City Plaza' }));
    expect(await screen.findByText('Project: Airport City Plaza')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Projects' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Airport City Plaza' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete Project' }));
    await user.click(dialog.getByRole('button', { name: 'Delete Project' }));
    expect(await screen.findByText('Project deleted successfully')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Units' }));

    expect(await screen.findByText(/Select a Project/)).toBeInTheDocument();
    expect(screen.queryByText('Project: Airport City Plaza')).not.toBeInTheDocument();
  });
});

describe('the projects catalog', () => {
  it('words every project message, type and status as the contract does', () => {
    expect(en.projects.messages).toEqual(ADMIN_PROJECT_MESSAGES);
    expect(en.projects.types).toEqual(PROJECT_TYPE_LABELS);
    expect(en.projects.statuses).toEqual(PROJECT_STATUS_LABELS);
    expect(en.projects.riskLevels).toEqual(RISK_LEVEL_LABELS);
  });
});
