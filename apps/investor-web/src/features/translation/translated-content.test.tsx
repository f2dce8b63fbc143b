import type { TTranslateBatchBody } from '@coinvest/contract';
import {
  requestedRoutes,
  sentBodies,
  stubFetch,
  type FetchStub,
  type StubbedResponse,
} from '@coinvest/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeSiteLanguage, i18n } from '../../i18n';
import { currencyRatesRoute } from '../../lib/currency/testing';
import { renderApp } from '../../test/render';
import { makeProject, makeUnit, makeUnitStatistics, makeUpdate } from '../projects/testing';

const DESCRIPTION = 'Apartments off Lagos Avenue, five minutes from the university.';
const UNIT_DESCRIPTION = 'Corner unit with a wide balcony.';
const UPDATE_TITLE = 'Ground breaking';
const UPDATE_DESCRIPTION = 'Site cleared and piling rig on site.';

/** A translation service with a visible rule: French is the English with '[fr] ' before it. */
const frenchBatch = (body: unknown): StubbedResponse => {
  const { texts, targetLanguage } = body as TTranslateBatchBody;
  return {
    status: 200,
    body: { translatedTexts: texts.map((text) => `[${targetLanguage}] ${text}`) },
  };
};

function stubProjectPage(
  translate: StubbedResponse | ((body: unknown) => StubbedResponse) = frenchBatch,
) {
  return stubFetch({
    ...currencyRatesRoute,
    'GET /api/projects/1': { status: 200, body: makeProject({ description: DESCRIPTION }) },
    'GET /api/projects/1/units': {
      status: 200,
      body: [makeUnit({ description: UNIT_DESCRIPTION })],
    },
    'GET /api/projects/1/unit-statistics': { status: 200, body: makeUnitStatistics() },
    'GET /api/projects/1/updates': {
      status: 200,
      body: [makeUpdate({ title: UPDATE_TITLE, description: UPDATE_DESCRIPTION })],
    },
    'POST /api/translate/batch': translate,
  });
}

const translateCalls = (fetchStub: FetchStub) =>
  requestedRoutes(fetchStub).filter((route) => route.startsWith('POST /api/translate'));

async function openProject() {
  renderApp('/projects/1');
  await screen.findByRole('heading', { level: 1, name: 'Legon Court Residences' });
}

// The updates are below the page's top, which paints first (ProjectDetailPage): wait for them.
const updatesSection = async () =>
  (await screen.findByRole('heading', { name: /^(Project Updates|Nouvelles du projet)$/ })).closest(
    'section',
  )!;

afterEach(async () => {
  await i18n.changeLanguage('en');
  window.sessionStorage.clear();
});

describe("a project page's content in the reader's language", () => {
  it('shows the description, the units and the updates translated, asked in one call', async () => {
    await changeSiteLanguage(i18n, 'fr');
    const fetchStub = stubProjectPage();
    await openProject();

    expect(await screen.findByText(`[fr] ${DESCRIPTION}`)).toBeVisible();
    expect(await screen.findByText(`[fr] ${UNIT_DESCRIPTION}`)).toBeVisible();
    expect(
      within(await updatesSection()).getByRole('heading', {
        level: 3,
        name: `[fr] ${UPDATE_TITLE}`,
      }),
    ).toBeVisible();
    expect(within(await updatesSection()).getByText(`[fr] ${UPDATE_DESCRIPTION}`)).toBeVisible();
    expect(screen.getAllByText("Traduit de l'anglais")).toHaveLength(3);
    // Names and places are not content: they stay as written, marked so.
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('translate', 'no');
    expect(screen.getByText('East Legon, Accra')).toHaveAttribute('translate', 'no');
    expect(sentBodies(fetchStub, 'POST', '/api/translate/batch')).toEqual([
      {
        texts: [DESCRIPTION, UNIT_DESCRIPTION, UPDATE_TITLE, UPDATE_DESCRIPTION],
        targetLanguage: 'fr',
      },
    ]);
    expect(translateCalls(fetchStub)).toHaveLength(1);
  });

  it("switches a text back to the original and forth with 'Show original' / 'Show translation'", async () => {
    const user = userEvent.setup();
    await changeSiteLanguage(i18n, 'fr');
    stubProjectPage();
    await openProject();
    const translated = await screen.findByText(`[fr] ${DESCRIPTION}`);
    const toggle = screen.getAllByRole('button', { name: "Afficher l'original" })[0]!;
    expect(toggle).toHaveAttribute('aria-controls', translated.id);

    await user.click(toggle);

    const original = screen.getByText(DESCRIPTION);
    expect(original).toHaveAttribute('lang', 'en');
    expect(screen.queryByText(`[fr] ${DESCRIPTION}`)).not.toBeInTheDocument();
    // Only that text: the units and updates stay translated.
    expect(await screen.findByText(`[fr] ${UNIT_DESCRIPTION}`)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Afficher la traduction' }));
    expect(screen.getByText(`[fr] ${DESCRIPTION}`)).toBeVisible();
  });

  it('asks nothing in English', async () => {
    const fetchStub = stubProjectPage();
    await openProject();

    expect(await within(await updatesSection()).findByText(UPDATE_DESCRIPTION)).toBeVisible();
    expect(screen.getByText(DESCRIPTION)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show original' })).not.toBeInTheDocument();
    expect(translateCalls(fetchStub)).toEqual([]);
  });

  it('keeps the original texts, without a toggle, when the translation fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await changeSiteLanguage(i18n, 'fr');
    const fetchStub = stubProjectPage({ status: 429, body: { message: 'Too many requests' } });
    await openProject();

    await waitFor(() => expect(translateCalls(fetchStub)).toHaveLength(1));
    expect(await within(await updatesSection()).findByText(UPDATE_DESCRIPTION)).toBeVisible();
    expect(screen.getByText(DESCRIPTION)).toBeVisible();
    expect(screen.getByText(UNIT_DESCRIPTION)).toBeVisible();
    expect(screen.queryByRole('button', { name: "Afficher l'original" })).not.toBeInTheDocument();
    expect(screen.queryByText(/^\[fr\]/)).not.toBeInTheDocument();
    expect(
      within(await updatesSection()).getByText(
        'Affiché en anglais : aucune traduction n’est disponible',
      ),
    ).toBeVisible();
  });

  it('shows no toggle when the API has no translation service and answers the texts as written', async () => {
    await changeSiteLanguage(i18n, 'fr');
    stubProjectPage((body) => ({
      status: 200,
      body: { translatedTexts: (body as TTranslateBatchBody).texts },
    }));
    await openProject();

    expect(await within(await updatesSection()).findByText(UPDATE_DESCRIPTION)).toBeVisible();
    expect(screen.queryByRole('button', { name: "Afficher l'original" })).not.toBeInTheDocument();
    // Each text says it is shown in English, and is set apart from the page's own direction.
    expect(
      screen.getAllByText('Affiché en anglais : aucune traduction n’est disponible').length,
    ).toBeGreaterThanOrEqual(3);
    const description = within(await updatesSection()).getByText(UPDATE_DESCRIPTION);
    expect(description).toHaveAttribute('lang', 'en');
    expect(description).toHaveAttribute('dir', 'auto');
  });

  it('asks again only for texts this tab has not seen translated', async () => {
    await changeSiteLanguage(i18n, 'fr');
    const first = stubProjectPage();
    const page = renderApp('/projects/1');
    await screen.findByText(`[fr] ${DESCRIPTION}`);
    expect(translateCalls(first)).toHaveLength(1);
    page.unmount();

    const second = stubProjectPage();
    await openProject();

    expect(await screen.findByText(`[fr] ${DESCRIPTION}`)).toBeVisible();
    expect(within(await updatesSection()).getByText(`[fr] ${UPDATE_DESCRIPTION}`)).toBeVisible();
    expect(translateCalls(second)).toEqual([]);
  });

  it('disables the language picker, with a spinner, while the content is translated', async () => {
    await changeSiteLanguage(i18n, 'fr');
    const fetchStub = stubProjectPage();
    let deliver: () => void = () => undefined;
    const delivered = new Promise<void>((resolve) => (deliver = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input instanceof Request ? input.url : input).includes('/api/translate')) {
        await delivered;
      }
      return fetchStub(input, init);
    });
    await openProject();
    const picker = within(screen.getByRole('banner')).getByRole('combobox', { name: 'Langue' });

    await waitFor(() => expect(picker).toBeDisabled());
    expect(screen.getAllByLabelText('Chargement de la langue…')[0]).toBeInTheDocument();
    expect(screen.getByText(DESCRIPTION)).toBeVisible();

    deliver();
    expect(await screen.findByText(`[fr] ${DESCRIPTION}`)).toBeVisible();
    await waitFor(() => expect(picker).toBeEnabled());
  });
});
