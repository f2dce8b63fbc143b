import type { TProject } from '@coinvest/contract';
import { renderRoutes, sentQueries, stubFetch, type StubbedResponse } from '@coinvest/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { PREFERRED_CURRENCY_KEY } from '../../../lib/currency';
import { currencyRatesRoute } from '../../../lib/currency/testing';
import { makeProject } from '../testing';
import { ProjectsPage } from './ProjectsPage';

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output data-testid="url">{`${pathname}${search}`}</output>;
}

function renderProjects(route = '/projects') {
  return renderRoutes(
    [
      {
        path: '/projects',
        element: (
          <>
            <ProjectsPage />
            <CurrentUrl />
          </>
        ),
      },
    ],
    { i18n, route },
  );
}

function listAnswer(projects: TProject[], total = projects.length, nextCursor?: string) {
  return {
    status: 200,
    body: projects,
    headers: {
      'x-total-count': String(total),
      ...(nextCursor ? { 'x-next-cursor': nextCursor } : {}),
    },
  } satisfies StubbedResponse;
}

const accra = makeProject({ id: 1, title: 'Legon Court Residences' });
const tema = makeProject({
  id: 2,
  title: 'Tema Harbour Offices',
  location: 'Tema, Greater Accra',
  projectType: 'commercial',
  status: 'planning',
  fundedPercentage: '0.00',
});

/** Answers by the query the page sent: only Accra residential projects match 'Accra'. */
function projectsByLocation(_body: unknown, url: URL) {
  return url.searchParams.get('location') === 'Dubai'
    ? listAnswer([])
    : listAnswer([accra, tema], 14);
}

describe('/projects', () => {
  it('shows six skeleton cards, then the cards and the total of every page', async () => {
    const fetchStub = stubFetch({ ...currencyRatesRoute, 'GET /api/projects': projectsByLocation });
    renderProjects();

    expect(screen.getByTestId('project-skeletons').children).toHaveLength(6);
    expect(await screen.findByText('Showing 14 project(s)')).toBeInTheDocument();
    expect(
      // Right under the page's title: the next level, so no heading level is skipped.
      screen.getByRole('heading', { level: 2, name: 'Legon Court Residences' }),
    ).toBeInTheDocument();
    // The placeholders are never sent: only the page size.
    expect(Object.fromEntries(sentQueries(fetchStub, 'GET', '/api/projects')[0]!)).toEqual({
      limit: '12',
    });
  });

  it('shows each card with its status, percent funded, prices and a link to the project', async () => {
    stubFetch({ ...currencyRatesRoute, 'GET /api/projects': projectsByLocation });
    renderProjects();

    const card = (await screen.findByRole('heading', { name: 'Legon Court Residences' })).closest(
      'article',
    )!;
    expect(within(card).getByText('Under Construction')).toBeInTheDocument();
    expect(within(card).getByText('42% funded')).toBeInTheDocument();
    expect(within(card).getByText('$5,000.00')).toBeInTheDocument();
    expect(within(card).getByText('$120,000.00')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'View Details: Legon Court Residences' }),
    ).toHaveAttribute('href', '/projects/1');
  });

  it('puts each filter in the URL and sends only the chosen ones', async () => {
    const user = userEvent.setup();
    const fetchStub = stubFetch({ ...currencyRatesRoute, 'GET /api/projects': projectsByLocation });
    renderProjects();
    await screen.findByText('Showing 14 project(s)');

    await user.selectOptions(screen.getByLabelText('Project Type'), 'commercial');
    await user.selectOptions(screen.getByLabelText('Minimum Investment'), '10000');

    expect(screen.getByTestId('url')).toHaveTextContent(
      '/projects?projectType=commercial&minInvestment=10000',
    );
    await waitFor(() =>
      expect(Object.fromEntries(sentQueries(fetchStub, 'GET', '/api/projects').at(-1)!)).toEqual({
        projectType: 'commercial',
        minInvestment: '10000',
        limit: '12',
      }),
    );

    await user.selectOptions(screen.getByLabelText('Project Type'), 'All Types');
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/projects\?minInvestment=10000$/);
  });

  it('searches once typing settles, and the count follows the answer', async () => {
    const user = userEvent.setup();
    const fetchStub = stubFetch({
      ...currencyRatesRoute,
      'GET /api/projects': (body, url) =>
        url.searchParams.has('q') ? listAnswer([accra], 1) : projectsByLocation(body, url),
    });
    renderProjects();
    await screen.findByText('Showing 14 project(s)');

    await user.type(screen.getByLabelText('Search projects'), 'pool view');

    expect(await screen.findByText('Showing 1 project(s)')).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('/projects?q=pool+view');
    const searches = sentQueries(fetchStub, 'GET', '/api/projects').filter((query) =>
      query.has('q'),
    );
    // One request for the settled words, not one per key.
    expect(searches.map((query) => query.get('q'))).toEqual(['pool view']);
  });

  it('reads the filters from a shared link and clears them all', async () => {
    const user = userEvent.setup();
    const fetchStub = stubFetch({ ...currencyRatesRoute, 'GET /api/projects': projectsByLocation });
    renderProjects('/projects?location=Dubai&q=villa');

    expect(await screen.findByRole('heading', { name: 'No Projects Found' })).toBeInTheDocument();
    expect(screen.getByText('Showing 0 project(s)')).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveValue('Dubai');
    expect(screen.getByLabelText('Search projects')).toHaveValue('villa');
    expect(Object.fromEntries(sentQueries(fetchStub, 'GET', '/api/projects')[0]!)).toEqual({
      location: 'Dubai',
      q: 'villa',
      limit: '12',
    });

    await user.click(screen.getAllByRole('button', { name: 'Clear Filters' })[0]!);

    expect(await screen.findByText('Showing 14 project(s)')).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/projects$/);
    expect(screen.getByLabelText('Location')).toHaveValue('');
    expect(screen.getByLabelText('Search projects')).toHaveValue('');
  });

  it('keeps a place from a shared link that is not among the choices', async () => {
    stubFetch({ ...currencyRatesRoute, 'GET /api/projects': projectsByLocation });
    renderProjects('/projects?location=East%20Legon');

    await screen.findByText('Showing 14 project(s)');
    expect(screen.getByLabelText('Location')).toHaveValue('East Legon');
  });

  it('offers the locations of published projects, and budgets as round amounts in another currency', async () => {
    window.localStorage.setItem(PREFERRED_CURRENCY_KEY, 'GBP');
    stubFetch({
      ...currencyRatesRoute,
      'GET /api/projects': projectsByLocation,
      'GET /api/projects/locations': { status: 200, body: ['East Legon, Accra', 'Tema'] },
    });
    renderProjects();
    await screen.findByText('Showing 14 project(s)');

    const location = screen.getByLabelText('Location');
    await waitFor(() =>
      expect(
        within(location)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All Locations', 'East Legon, Accra', 'Tema']),
    );
    // $5,000 and $25,000 at 0.79 are £3,950 and £19,750: offered as £4,000 and £20,000.
    const budget = screen.getByLabelText('Minimum Investment');
    expect(
      within(budget)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any Amount', 'Up to £790', 'Up to £4,000', 'Up to £7,900', 'Up to £20,000']);
    window.localStorage.removeItem(PREFERRED_CURRENCY_KEY);
  });

  it("says 'Failed to Load Projects' and 'Failed to fetch projects' when the list fails", async () => {
    stubFetch({
      ...currencyRatesRoute,
      'GET /api/projects': { status: 500, body: { message: 'Internal server error' } },
    });
    renderProjects();

    expect(
      await screen.findByRole('heading', { name: 'Failed to Load Projects' }),
    ).toBeInTheDocument();
    expect(
      within(await screen.findByRole('alert')).getByText('Failed to fetch projects'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('loads the next page on demand with the cursor the API gave', async () => {
    const user = userEvent.setup();
    const fetchStub = stubFetch({
      ...currencyRatesRoute,
      'GET /api/projects': (_body, url) =>
        url.searchParams.get('cursor') === 'page-2'
          ? listAnswer([tema], 2)
          : listAnswer([accra], 2, 'page-2'),
    });
    renderProjects();

    await user.click(await screen.findByRole('button', { name: 'Load More Projects' }));

    expect(
      await screen.findByRole('heading', { name: 'Tema Harbour Offices' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Legon Court Residences' })).toBeInTheDocument();
    expect(sentQueries(fetchStub, 'GET', '/api/projects').at(-1)!.get('cursor')).toBe('page-2');
    expect(screen.queryByRole('button', { name: 'Load More Projects' })).not.toBeInTheDocument();
  });
});
