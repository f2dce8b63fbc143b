import { createI18n } from '@coinvest/ui';
import { makeUser, renderRoutes, showAsPhone, storeSession, stubFetch } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { shellTexts } from '../../i18n/locales/en/shell';
import { currencyRatesRoute } from '../../lib/currency/testing';
import { installFakeWebSocket, makeNotification } from '../notifications/testing';

/** The first page's English alone (no page has loaded), noting every key it lacks. */
function firstPageI18n() {
  const missing: string[] = [];
  const i18n = createI18n({ en: { translation: shellTexts } });
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_languages, _namespace, key) => void missing.push(key);
  return { i18n, missing };
}

beforeEach(() => {
  installFakeWebSocket();
});

// The pages' English arrives with the first page visited; the shell and its widgets must
// find theirs in the first bundle (locales/en/shell.ts), or they would show keys meanwhile.
describe("the shell's English texts", () => {
  it("hold the bar's, the footer's, the phone menu's and the chat assistant's texts", async () => {
    const user = userEvent.setup();
    stubFetch({ ...currencyRatesRoute });
    const { i18n, missing } = firstPageI18n();
    renderRoutes(routes, { route: '/no-such-page', i18n });

    await screen.findByRole('combobox', { name: 'Language' });
    await screen.findByRole('combobox', { name: 'Currency' });
    await user.click(await screen.findByRole('button', { name: 'Chat with our assistant' }));
    showAsPhone();
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();

    expect(missing).toEqual([]);
  });

  it("hold a signed-in user's menu and notification bell texts", async () => {
    const user = userEvent.setup();
    const account = makeUser({ id: 7, username: 'ama_mensah' });
    storeSession(account, 'token-7');
    stubFetch({
      ...currencyRatesRoute,
      'GET /api/auth/user': { status: 200, body: account },
      'GET /api/kyc/7': { status: 200, body: null },
      'GET /api/notifications/7': {
        status: 200,
        body: { items: [makeNotification()], total: 1, page: 1, pageSize: 50 },
      },
      'GET /api/notifications/7/unread-count': { status: 200, body: { count: 1 } },
      'PUT /api/notifications/1/read': { status: 200, body: makeNotification({ isRead: true }) },
    });
    const { i18n, missing } = firstPageI18n();
    renderRoutes(routes, { route: '/no-such-page', i18n });

    await user.click(await screen.findByRole('button', { name: /ama_mensah/ }));
    await screen.findByRole('menu');
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    await user.click(await screen.findByRole('button', { name: /Roof completed/ }));
    await screen.findByRole('link', { name: 'View project' });

    expect(missing).toEqual([]);
  });
});
