import {
  requestedRoutes,
  showAsPhone,
  stubFetch,
  type StubbedResponse,
} from '@coinvest/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderApp, storeSession } from '../../../test/render';
import { currencyRatesRoute } from '../../../lib/currency/testing';
import { makeProject, makeUnit, makeUnitStatistics, makeUpdate } from '../testing';
import type {
  TProject,
  TProjectSchedule,
  TProjectUpdate,
  TUnit,
  TUnitStatistics,
} from '@coinvest/contract';

interface ProjectAnswers {
  project?: Partial<TProject>;
  units?: TUnit[] | StubbedResponse;
  statistics?: TUnitStatistics | StubbedResponse;
  updates?: TProjectUpdate[];
  schedule?: TProjectSchedule;
}

function ok(body: unknown): StubbedResponse {
  return { status: 200, body };
}

function answer<T>(value: T | StubbedResponse | undefined, fallback: T): StubbedResponse {
  if (value && typeof value === 'object' && 'status' in value) return value;
  return ok(value ?? fallback);
}

function stubProject({ project, units, statistics, updates, schedule }: ProjectAnswers = {}) {
  return stubFetch({
    ...currencyRatesRoute,
    'GET /api/projects/1': ok(makeProject(project)),
    'GET /api/projects/1/units': answer(units, [makeUnit()]),
    'GET /api/projects/1/unit-statistics': answer(statistics, makeUnitStatistics()),
    'GET /api/projects/1/updates': ok(updates ?? [makeUpdate()]),
    ...(schedule && { 'GET /api/projects/1/schedule': ok(schedule) }),
  });
}

async function openProject() {
  renderApp('/projects/1');
  return screen.findByRole('heading', { level: 1, name: 'Legon Court Residences' });
}

function statCard(name: string) {
  return screen.getByRole('group', { name });
}

describe('/projects/{id}', () => {
  it("says 'Invalid Project URL' for an id that is not a number, without asking the API", () => {
    const fetchStub = stubFetch(currencyRatesRoute);
    renderApp('/projects/abc');

    expect(screen.getByRole('heading', { name: 'Invalid Project URL' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
    expect(requestedRoutes(fetchStub).filter((route) => route.includes('/api/projects'))).toEqual(
      [],
    );
  });

  it("shows 'Unable to Load Project' for an unknown id, asking only once", async () => {
    const fetchStub = stubFetch({
      ...currencyRatesRoute,
      'GET /api/projects/404': { status: 404, body: { message: 'Project not found' } },
    });
    renderApp('/projects/404');

    expect(
      await screen.findByRole('heading', { name: 'Unable to Load Project' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Project not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
    expect(
      requestedRoutes(fetchStub).filter((route) => route === 'GET /api/projects/404'),
    ).toHaveLength(1);
  });

  it('shows the six key figures from the project and its unit statistics', async () => {
    stubProject({ project: { projectType: 'mixed-use' } });
    await openProject();

    expect(statCard('Profit Range')).toHaveTextContent('18% - 24%');
    expect(statCard('Profit Range')).toHaveTextContent('Negotiable range');
    expect(statCard('Construction Timeline')).toHaveTextContent('Q1 2026 - Q1 2028');
    expect(statCard('Developer Listing Price')).toHaveTextContent('$120,000.00');
    expect(statCard('Developer Listing Price')).toHaveTextContent('Official price');
    await waitFor(() =>
      expect(statCard('Min Investment Range')).toHaveTextContent('$5,000.00 - $10,000.00'),
    );
    expect(statCard('Min Investment Range')).toHaveTextContent('Per unit');
    expect(statCard('Developer')).toHaveTextContent('Adom Homes');
    expect(statCard('Project Type')).toHaveTextContent('Mixed Use');
  });

  it('falls back when the project leaves figures out', async () => {
    stubProject({
      project: {
        profitRangeMin: null,
        expectedProfit: '15-20%',
        constructionTimeline: null,
        timeline: 30,
        developerName: null,
      },
      statistics: makeUnitStatistics({
        minimumInvestmentRange: { min: '7500.00', max: '7500.00' },
      }),
    });
    await openProject();

    expect(statCard('Profit Range')).toHaveTextContent('15-20%');
    expect(statCard('Construction Timeline')).toHaveTextContent('30 months');
    expect(statCard('Developer')).toHaveTextContent('Not specified');
    // One value when every unit asks the same minimum.
    await screen.findByText('$7,500.00', { selector: 'span' });
    expect(statCard('Min Investment Range')).toHaveTextContent(
      /^Min Investment Range\$7,500\.00Per unit$/,
    );
  });

  it("uses the project's own minimum and 'available / total' without unit statistics", async () => {
    stubProject({
      project: { minInvestment: '2500.00', availableUnits: 2, totalUnits: 5 },
      statistics: { status: 500, body: { message: 'Internal server error' } },
    });
    await openProject();

    expect(await screen.findByText('2 / 5')).toBeInTheDocument();
    expect(statCard('Min Investment Range')).toHaveTextContent('$2,500.00');
  });

  it('counts the units per status', async () => {
    stubProject();
    await openProject();

    const card = (await screen.findByRole('heading', { name: 'Unit Investment Status' })).closest(
      'section',
    )!;
    await within(card).findByText('Total Units');
    const counts = within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(counts).toEqual([
      ['Available', '1'],
      ['Partially Funded', '1'],
      ['Fully Funded', '1'],
      ['Sold', '0'],
      ['Total Units', '3'],
    ]);
  });

  it("lists the units with up to four features, then '+N more'", async () => {
    stubProject({
      units: [
        makeUnit({
          unitNumber: 'B-302',
          unitType: '3-bedroom-apartment',
          status: 'partially_funded',
          price: '165000.00',
          minInvestmentAmount: '7500.00',
          currentInvestment: '40000.00',
          features: [
            'ensuite_master',
            'fitted_kitchen',
            'balcony',
            'security',
            'generator',
            'wardrobes',
          ],
        }),
      ],
    });
    await openProject();

    const unit = (await screen.findByRole('heading', { name: 'B-302' })).closest('article')!;
    expect(within(unit).getByText('3 Bedroom Apartment')).toBeInTheDocument();
    expect(within(unit).getByText('Partially Funded')).toBeInTheDocument();
    expect(within(unit).getByText('$165,000.00')).toBeInTheDocument();
    expect(within(unit).getByText('$40,000.00')).toBeInTheDocument();
    const features = within(unit).getByRole('list', { name: 'Features' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ensuite master', 'Fitted kitchen', 'Balcony', 'Security', '+2 more']);
  });

  it('shows the updates newest first, with type, progress and date', async () => {
    stubProject({
      updates: [
        makeUpdate({ id: 1, title: 'Ground breaking', createdAt: '2026-02-10T09:00:00.000Z' }),
        makeUpdate({
          id: 2,
          title: 'Third-floor slab cast',
          updateType: 'progress',
          progressPercentage: 35,
          createdAt: '2026-09-18T09:00:00.000Z',
        }),
      ],
    });
    await openProject();

    const timeline = (await screen.findByRole('heading', { name: 'Project Updates' })).closest(
      'section',
    )!;
    const titles = within(timeline)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Third-floor slab cast', 'Ground breaking']);
    expect(within(timeline).getByText('35% complete')).toBeInTheDocument();
    expect(within(timeline).getByText('Sep 18, 2026')).toBeInTheDocument();
    expect(within(timeline).getByText('Progress')).toBeInTheDocument();
  });

  it('says who posted each update: the developer by name, or the platform', async () => {
    stubProject({
      project: { developerName: 'Adom Homes' },
      updates: [
        makeUpdate({ id: 2, title: 'Site visit on Saturday', author: 'platform' }),
        makeUpdate({ id: 1, title: 'Piles driven', author: 'developer' }),
      ],
    });
    await openProject();

    const timeline = (await screen.findByRole('heading', { name: 'Project Updates' })).closest(
      'section',
    )!;
    // Newest first: the platform's note, then the developer's report.
    expect(
      within(timeline)
        .getAllByText(/^Posted by/)
        .map((label) => label.textContent),
    ).toEqual(['Posted by the platform', 'Posted by Adom Homes']);
  });

  it("says an update is the developer's when the project names no developer", async () => {
    stubProject({
      project: { developerName: null },
      updates: [makeUpdate({ author: 'developer' })],
    });
    await openProject();

    expect(await screen.findByText('Posted by the developer')).toBeInTheDocument();
  });

  it('names the schedule milestone an update claims', async () => {
    const milestone = {
      id: 7,
      position: 0,
      name: 'Roof on block A',
      description: '',
      plannedDate: '2026-12-31',
      plannedPercent: 60,
      reachedOn: null,
    };
    stubProject({
      updates: [
        makeUpdate({ id: 1, title: 'Roof slab cast', milestoneId: 7 }),
        makeUpdate({ id: 2, title: 'Piles driven' }),
      ],
      schedule: {
        milestones: [milestone],
        verifiedProgress: [],
        progress: {
          delayClass: 'on_track',
          reason: { key: 'onTrack', values: {} },
          notReporting: false,
          plannedPercentToday: 50,
          verifiedPercent: 0,
          updateIntervalDays: 30,
          lastUpdateAt: null,
        },
      },
    });
    await openProject();

    const timeline = (await screen.findByRole('heading', { name: 'Project Updates' })).closest(
      'section',
    )!;
    expect(
      await within(timeline).findByText('Milestone claimed: Roof on block A'),
    ).toBeInTheDocument();
    expect(within(timeline).getAllByText(/^Milestone claimed/)).toHaveLength(1);
  });

  it("keeps a phone's sticky 'Invest' button that leads to the Direct Investment card", async () => {
    const user = userEvent.setup();
    showAsPhone();
    stubProject();
    await openProject();

    const investment = screen.getByRole('region', { name: 'Direct Investment' });
    const scrollIntoView = vi.spyOn(investment, 'scrollIntoView');
    const sticky = screen
      .getAllByRole('button', { name: 'Invest' })
      .filter((button) => button.closest('.mantine-hidden-from-sm'));
    expect(sticky).toHaveLength(1);

    await user.click(sticky[0]!);
    expect(scrollIntoView).toHaveBeenCalledOnce();
  });

  it('asks a visitor to sign in to invest or express interest', async () => {
    const user = userEvent.setup();
    stubProject();
    await openProject();

    const investment = screen
      .getByRole('heading', { name: 'Direct Investment' })
      .closest('section')!;
    expect(
      within(investment).getByText('Please sign in to start the investment process.'),
    ).toBeInTheDocument();
    expect(within(investment).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/signin',
    );

    await user.click(
      within(screen.getByRole('region', { name: 'Express Interest' })).getByRole('button', {
        name: 'Express Interest',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Express Interest in Legon Court Residences',
    });
    expect(within(dialog).getByRole('heading', { name: 'Sign In Required' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(within(dialog).getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('shows a signed-in investor the KYC gate instead of the sign-in prompt', async () => {
    const ama = makeUser();
    storeSession(ama);
    stubFetch({
      ...currencyRatesRoute,
      'GET /api/auth/user': ok(ama),
      'GET /api/kyc/7': ok(null),
      'GET /api/projects/1': ok(makeProject()),
      'GET /api/projects/1/units': ok([]),
      'GET /api/projects/1/unit-statistics': ok(makeUnitStatistics()),
      'GET /api/projects/1/updates': ok([]),
    });
    await openProject();

    expect(
      await screen.findByText(
        'Identity verification is required to make investments and protect your funds.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('Please sign in to start the investment process.'),
    ).not.toBeInTheDocument();
    expect(screen.getByText('No units are listed for this project yet.')).toBeInTheDocument();
    expect(screen.getByText('No updates have been posted yet.')).toBeInTheDocument();
  });
});
