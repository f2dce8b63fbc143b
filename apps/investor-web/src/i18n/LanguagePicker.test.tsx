import { sentBodies, stubFetch } from '@coinvest/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderApp, storeSession } from '../test/render';
import { i18n, LANGUAGES, restoreSelectedLanguage, SELECTED_LANGUAGE_KEY } from '.';
import type * as catalogLoader from './load-catalog';
import { loadCatalog } from './load-catalog';

vi.mock('./load-catalog', async (importOriginal) => {
  const actual = await importOriginal<typeof catalogLoader>();
  return { loadCatalog: vi.fn(actual.loadCatalog) };
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const pickerName = { name: /^(Language|Langue|اللغة)$/ };
const headerPicker = () => within(screen.getByRole('banner')).getByRole('combobox', pickerName);
/** The header's picker arrives just after the first render (a lazy widget). */
const findHeaderPicker = () =>
  within(screen.getByRole('banner')).findByRole('combobox', pickerName);

/** The src of the one flag image inside an element (Vite inlines small SVGs, keeping their id). */
const flagOf = (element: Element) => {
  const images = element.querySelectorAll('img');
  expect(images).toHaveLength(1);
  return images[0]!.getAttribute('src');
};
const flagImage = (country: string) => new RegExp(`flag-icons-${country}'|/4x3/${country}\\.svg$`);

async function choose(user: ReturnType<typeof userEvent.setup>, picker: HTMLElement, name: string) {
  await user.click(picker);
  await user.click(await screen.findByRole('option', { name }));
}

describe('the language picker', () => {
  it('offers the 15 languages and switches the page to French, remembered on this browser', async () => {
    const user = userEvent.setup();
    stubFetch({});
    renderApp('/faq');

    await user.click(await findHeaderPicker());
    expect(await screen.findAllByRole('option')).toHaveLength(LANGUAGES.length);
    await user.click(screen.getByRole('option', { name: 'Français' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Questions fréquentes' }),
    ).toBeVisible();
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(window.localStorage.getItem(SELECTED_LANGUAGE_KEY)).toBe('fr');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Promoteurs' }),
    ).toBeVisible();
  });

  it('shows each language and the chosen one with a flag image, not an emoji', async () => {
    const user = userEvent.setup();
    stubFetch({});
    renderApp('/faq');

    const picker = await findHeaderPicker();
    expect(flagOf(picker.closest('.mantine-Select-root')!)).toMatch(flagImage('gb'));
    await user.click(picker);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(LANGUAGES.length);
    LANGUAGES.forEach((language, index) =>
      expect(flagOf(options[index]!)).toMatch(flagImage(language.flagCountry)),
    );
    expect(options.map((option) => option.textContent)).toEqual(
      LANGUAGES.map((language) => language.nativeName),
    );
  });

  it('turns the page right to left for Arabic', async () => {
    const user = userEvent.setup();
    stubFetch({});
    renderApp('/faq');

    await choose(user, await findHeaderPicker(), 'العربية');

    expect(await screen.findByRole('heading', { level: 1, name: 'الأسئلة الشائعة' })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('is disabled, with a spinner, while the catalog loads', async () => {
    const user = userEvent.setup();
    stubFetch({});
    // An earlier test loaded French; this reader has not.
    i18n.removeResourceBundle('fr', 'translation');
    let deliver: () => void = () => undefined;
    const actual = vi.mocked(loadCatalog).getMockImplementation()!;
    vi.mocked(loadCatalog).mockImplementationOnce(
      (language) =>
        new Promise((resolve) => {
          deliver = () => resolve(actual(language));
        }),
    );
    renderApp('/faq');

    await choose(user, await findHeaderPicker(), 'Français');

    expect(headerPicker()).toBeDisabled();
    expect(screen.getAllByLabelText('Loading the language…')[0]).toBeInTheDocument();
    await act(async () => {
      deliver();
      await Promise.resolve();
    });
    await waitFor(() => expect(headerPicker()).toBeEnabled());
    expect(headerPicker()).toHaveValue('Français');
  });

  it('shows the home hero its own picker only while the site is in English', async () => {
    const user = userEvent.setup();
    stubFetch({});
    renderApp('/');
    const hero = () => screen.getByRole('region', { name: /^(Co-invest|Co-investissez)/ });

    const heroPicker = within(hero()).getByRole('combobox', { name: 'Language' });
    await choose(user, heroPicker, 'Français');

    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'fr'));
    expect(within(hero()).queryByRole('combobox')).toBeNull();
  });

  it('restores the language chosen last time before the first render', async () => {
    window.localStorage.setItem(SELECTED_LANGUAGE_KEY, 'ar');
    await restoreSelectedLanguage(i18n);
    expect(i18n.language).toBe('ar');
    expect(i18n.t('navigation.projects')).toBe('المشاريع');
  });

  it('keeps English for an unknown stored language', async () => {
    window.localStorage.setItem(SELECTED_LANGUAGE_KEY, 'xx');
    await restoreSelectedLanguage(i18n);
    expect(i18n.language).toBe('en');
  });
});

describe("a signed-in user's language", () => {
  const ama = makeUser();

  it('is saved on the account when they choose one', async () => {
    const user = userEvent.setup();
    storeSession(ama);
    const fetchStub = stubFetch({
      'GET /api/auth/user': { status: 200, body: ama },
      'GET /api/users/me/preferences': { status: 200, body: { language: null } },
      'PUT /api/users/me/preferences': (body) => ({ status: 200, body }),
    });
    renderApp('/faq');

    await choose(user, await findHeaderPicker(), 'Français');

    await waitFor(() =>
      expect(sentBodies(fetchStub, 'PUT', '/api/users/me/preferences')).toEqual([
        { language: 'fr' },
      ]),
    );
  });

  it('is adopted from the account on sign-in, when it has one', async () => {
    storeSession(ama);
    stubFetch({
      'GET /api/auth/user': { status: 200, body: ama },
      'GET /api/users/me/preferences': { status: 200, body: { language: 'ar' } },
    });
    renderApp('/faq');

    expect(await screen.findByRole('heading', { level: 1, name: 'الأسئلة الشائعة' })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(window.localStorage.getItem(SELECTED_LANGUAGE_KEY)).toBe('ar');
  });
});
