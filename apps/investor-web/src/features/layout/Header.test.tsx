import { showAsPhone, stubFetch } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, storeSession } from '../../test/render';

function signedInAs(role: 'user' | 'admin') {
  const user = makeUser(
    role === 'admin' ? { role, username: 'boss', firstName: 'Efua' } : { role },
  );
  storeSession(user);
  stubFetch({ 'GET /api/auth/user': { status: 200, body: user } });
  return user;
}

function mainNavigation() {
  return screen.getAllByRole('navigation', { name: 'Main' })[0]!;
}

describe('navigation bar', () => {
  it('offers Sign In and Get Started to a visitor, and no Dashboard link', () => {
    stubFetch({});
    renderApp('/');

    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    const nav = mainNavigation();
    for (const name of ['Projects', 'Developers', 'FAQ', 'Contact']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('shows a signed-in user their menu, without Manage Properties', async () => {
    const user = userEvent.setup();
    signedInAs('user');
    renderApp('/');

    await user.click(await screen.findByRole('button', { name: /ama_mensah/ }));

    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Manage Properties' })).toBeNull();
    expect(within(mainNavigation()).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('shows the admin Manage Properties, leading to /secure-admin', async () => {
    const user = userEvent.setup();
    signedInAs('admin');
    renderApp('/');

    await user.click(await screen.findByRole('button', { name: /boss/ }));

    const item = await screen.findByRole('menuitem', { name: 'Manage Properties' });
    expect(item).toHaveAttribute('href', '/secure-admin');
  });

  it('signs out from the user menu: server told, session gone, back home', async () => {
    const user = userEvent.setup();
    signedInAs('user');
    renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: /ama_mensah/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(
      await screen.findByRole('heading', { name: "Co-invest in Accra's off-plan property" }),
    ).toBeInTheDocument();
  });
});

describe('mobile menu', () => {
  it('welcomes the signed-in user and hides Manage Properties from a non-admin', async () => {
    const user = userEvent.setup();
    signedInAs('user');
    renderApp('/');

    showAsPhone();

    await user.click(await screen.findByRole('button', { name: 'Open navigation menu' }));

    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByText('Welcome, Ama')).toBeInTheDocument();
    for (const name of ['Projects', 'Developers', 'FAQ', 'Dashboard', 'Contact', 'Settings']) {
      expect(within(drawer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(drawer).queryByRole('link', { name: 'Manage Properties' })).toBeNull();
    expect(within(drawer).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('shows Manage Properties to the admin', async () => {
    const user = userEvent.setup();
    signedInAs('admin');
    renderApp('/');

    showAsPhone();

    await user.click(await screen.findByRole('button', { name: 'Open navigation menu' }));

    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByText('Welcome, Efua')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Manage Properties' })).toHaveAttribute(
      'href',
      '/secure-admin',
    );
  });

  it('offers a visitor Sign In and Get Started, and closes with a named button', async () => {
    const user = userEvent.setup();
    stubFetch({});
    renderApp('/');

    showAsPhone();

    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Get Started' })).toBeInTheDocument();
    expect(within(drawer).queryByText(/Welcome,/)).toBeNull();

    await user.click(within(drawer).getByRole('button', { name: 'Close navigation menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
