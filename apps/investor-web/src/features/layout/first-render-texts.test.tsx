import { createI18n } from '@coinvest/ui';
import { makeUser, renderRoutes, storeSession, stubFetch } from '@coinvest/ui/testing';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/routes';
import { firstRenderTexts } from '../../i18n/locales/en/first-render';
import { currencyRatesRoute } from '../../lib/currency/testing';

// The deferred English never arrives here, so nothing that waits for it shows.
vi.mock('../../i18n/load-deferred-texts', () => ({
  loadDeferredTexts: () => new Promise<void>(() => undefined),
}));

/** The first render's English alone, noting every key it lacks. */
function firstRenderI18n() {
  const missing: string[] = [];
  const i18n = createI18n({ en: { translation: firstRenderTexts } });
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_languages, _namespace, key) => void missing.push(key);
  return { i18n, missing };
}

/** Long enough for any chunk that does not wait for the deferred texts to have arrived. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 200)));

// Only the bar's texts come with the first page (locales/en/first-render.ts); everything else
// of the shell waits for the deferred ones, or it would show keys until they arrive.
describe('the first render', () => {
  it('shows a visitor the bar with its own texts; the widgets and the footer wait for theirs', async () => {
    stubFetch({ ...currencyRatesRoute });
    const { i18n, missing } = firstRenderI18n();
    renderRoutes(routes, { route: '/no-such-page', i18n });
    await settle();

    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Projects' })[0]).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Chat with our assistant' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(missing).toEqual([]);
  });

  it('shows a signed-in user the bar with their name and the KYC link, in its own texts', async () => {
    const account = makeUser({ id: 7, username: 'ama_mensah' });
    storeSession(account, 'token-7');
    stubFetch({
      ...currencyRatesRoute,
      'GET /api/auth/user': { status: 200, body: account },
      'GET /api/kyc/7': { status: 200, body: null },
    });
    const { i18n, missing } = firstRenderI18n();
    renderRoutes(routes, { route: '/no-such-page', i18n });

    expect(await screen.findByText('ama_mensah')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Verify Identity' })).toBeInTheDocument();
    await settle();
    expect(screen.queryByRole('button', { name: /ama_mensah/ })).toBeNull();
    expect(missing).toEqual([]);
  });
});
