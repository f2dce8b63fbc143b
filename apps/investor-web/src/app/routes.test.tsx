import { stubFetch } from '@coinvest/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';

describe('route table', () => {
  it('shows the 404 page inside the shell for an unknown path, with a link home', async () => {
    stubFetch({});
    renderApp('/no-such-page');

    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // The footer is below the first screen: it arrives after the first render.
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    ['/projects', 'Investment Projects'],
    ['/projects/abc', 'Invalid Project URL'],
    ['/developers', 'Verified Developers'],
    ['/faq', 'Frequently Asked Questions'],
    ['/contact', 'Contact Us'],
    ['/kyc-verification', 'Identity Verification'],
  ])('renders %s in the shell with its title', (route, title) => {
    stubFetch({});
    renderApp(route);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it.each([
    ['/signup', 'Create Your Account'],
    ['/signin', 'Welcome Back'],
    ['/forgot-password', 'Forgot Password'],
  ])('renders %s outside the shell', (route, title) => {
    stubFetch({});
    renderApp(route);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('has a skip link to the main content', () => {
    stubFetch({});
    renderApp('/');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
