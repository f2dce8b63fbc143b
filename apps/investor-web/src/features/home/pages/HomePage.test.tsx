import { requestedRoutes, stubFetch, type StubbedResponse } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { currencyRatesRoute } from '../../../lib/currency/testing';
import { makeProject } from '../../projects/testing';

const threeProjects: StubbedResponse = {
  status: 200,
  body: [
    makeProject({ id: 1, title: 'Legon Court Residences' }),
    makeProject({ id: 2, title: 'Embassy Row Apartments' }),
    makeProject({ id: 3, title: 'Airport Hills Villas' }),
  ],
  headers: { 'x-total-count': '10' },
};

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('home page', () => {
  it("opens with the 'Global Investors Welcome' hero", () => {
    stubFetch(currencyRatesRoute);
    renderApp('/');

    expect(
      screen.getByRole('heading', { level: 1, name: "Co-invest in Accra's off-plan property" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Global Investors Welcome')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
  });

  it('shows the static figures, the cedi average profit in the chosen currency', async () => {
    stubFetch(currencyRatesRoute);
    renderApp('/');

    const stats = section('Our track record');
    const figures = within(stats)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(figures.slice(1, 5)).toEqual([
      ['Completed Projects', '45+'],
      ['Locations', '15+'],
      ['Success Rate', '92%'],
      ['Investors', '500+'],
    ]);
    // 24 million and 45,000 cedis at 12.5 per dollar: round figures, with their currency.
    expect(await within(stats).findByText('$3,600')).toBeInTheDocument();
    expect(within(stats).getByText('Invested').nextElementSibling).toHaveTextContent(/^\$1\.9M\+$/);
    expect(within(stats).getByText('Average Profit per Project')).toBeInTheDocument();
  });

  it('features the projects the API chooses, with three skeletons while they load', async () => {
    const fetchStub = stubFetch({
      ...currencyRatesRoute,
      'GET /api/projects/featured': threeProjects,
    });
    renderApp('/');

    const featured = section('Featured Investment Opportunities');
    expect(within(featured).getByTestId('project-skeletons').children).toHaveLength(3);
    const titles = await within(featured).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Legon Court Residences',
      'Embassy Row Apartments',
      'Airport Hills Villas',
    ]);
    // Not simply the newest of the list: the featured ones (docs/product-rules.md, Publishing).
    expect(requestedRoutes(fetchStub)).not.toContain('GET /api/projects');
    expect(within(featured).getByRole('link', { name: 'View All Projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
  });

  it('holds the calculator, the sample portfolio and the four trust points', () => {
    stubFetch(currencyRatesRoute);
    renderApp('/');

    expect(
      within(section('Investment Calculator')).getByLabelText('Investment Amount'),
    ).toHaveValue('$10,000');
    const portfolio = section('Sample Portfolio Overview');
    expect(within(portfolio).getByText('Pre-Construction')).toBeInTheDocument();
    expect(within(portfolio).getByText('In Progress')).toBeInTheDocument();
    expect(within(portfolio).getByText('Completed')).toBeInTheDocument();
    const trust = section('Why Investors Trust Us');
    expect(
      within(trust)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Verified Developers',
      'Secure Investments',
      'Due Diligence',
      'Transparent Reporting',
    ]);
  });
});
