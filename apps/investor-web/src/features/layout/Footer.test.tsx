import { stubFetch } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';

describe('footer', () => {
  it('has quick links, the co-investment summary, contact details and named social links', async () => {
    stubFetch({});
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');

    const quickLinks = within(footer).getByRole('navigation', { name: 'Quick Links' });
    expect(within(quickLinks).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
    expect(within(footer).getByText(/from 25,000 cedis/)).toBeInTheDocument();
    expect(within(footer).getByText('Mon-Fri 9AM-6PM GMT')).toBeInTheDocument();
    expect(within(footer).getByText(/East Legon, Accra/)).toBeInTheDocument();
    for (const network of ['Facebook', 'X', 'LinkedIn', 'Instagram']) {
      expect(
        within(footer).getByRole('link', { name: `CoInvest Accra on ${network}` }),
      ).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
