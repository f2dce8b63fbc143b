import { TRANSLATION_MESSAGES, type TReviewedTranslation } from '@coinvest/contract';
import { requestedRoutes, sentBodies } from '@coinvest/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/locales/en';
import { makeAdminProject } from '../../test/fixtures';
import { openProjectSection } from '../../test/project-section';

const project = makeAdminProject();
const TRANSLATIONS = '/api/secure-admin/projects/4/translations';

const reviewed = (overrides: Partial<TReviewedTranslation>): TReviewedTranslation => ({
  projectId: 4,
  language: 'fr',
  description: "Appartements de deux et trois chambres près de l'Université du Ghana.",
  isCurrent: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe("a project's reviewed translations", () => {
  it('shows the English description and the language chosen, marking an out-of-date one', async () => {
    const { user, section } = await openProjectSection('Translations', {
      [`GET ${TRANSLATIONS}`]: {
        status: 200,
        body: [
          reviewed({}),
          reviewed({ language: 'es', description: 'Apartamentos cerca', isCurrent: false }),
        ],
      },
    });

    expect(section.getByRole('textbox', { name: 'English description' })).toHaveValue(
      project.description,
    );
    await waitFor(() =>
      expect(section.getByRole('combobox', { name: 'Language' })).toHaveValue('French (reviewed)'),
    );
    expect(
      await section.findByRole('textbox', { name: /^Reviewed translation \(French\)/ }),
    ).toHaveValue(reviewed({}).description);
    expect(section.queryByText('Out of date')).not.toBeInTheDocument();

    await user.click(section.getByRole('combobox', { name: 'Language' }));
    expect(screen.getAllByRole('option')).toHaveLength(14);
    expect(screen.queryByRole('option', { name: /English/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Spanish (out of date)' }));

    expect(
      await section.findByRole('textbox', { name: /^Reviewed translation \(Spanish\)/ }),
    ).toHaveValue('Apartamentos cerca');
    expect(section.getByRole('alert')).toHaveTextContent('Out of date');
  });

  it('saves a new translation for the chosen language and removes one', async () => {
    let stored = [reviewed({})];
    const { fetchStub, user, section } = await openProjectSection('Translations', {
      [`GET ${TRANSLATIONS}`]: () => ({ status: 200, body: stored }),
      [`PUT ${TRANSLATIONS}/de`]: (body) => {
        const saved = reviewed({ language: 'de', ...(body as { description: string }) });
        stored = [...stored, saved];
        return { status: 200, body: saved };
      },
      [`DELETE ${TRANSLATIONS}/fr`]: () => {
        stored = stored.filter((each) => each.language !== 'fr');
        // No body, so no JSON content type, as the API answers a 204.
        return { status: 204, headers: { 'content-type': 'text/plain' } };
      },
    });

    await user.click(section.getByRole('combobox', { name: 'Language' }));
    await user.click(screen.getByRole('option', { name: 'German' }));
    const german = await section.findByRole('textbox', {
      name: /^Reviewed translation \(German\)/,
    });
    expect(german).toHaveValue('');
    expect(section.getByRole('button', { name: 'Save translation' })).toBeDisabled();
    await user.type(german, 'Wohnungen nahe der Universität');
    await user.click(section.getByRole('button', { name: 'Save translation' }));

    expect(await screen.findByText(TRANSLATION_MESSAGES.translationReviewedSaved)).toBeVisible();
    expect(sentBodies(fetchStub, 'PUT', `${TRANSLATIONS}/de`)).toEqual([
      { description: 'Wohnungen nahe der Universität' },
    ]);
    await waitFor(() =>
      expect(section.getByRole('combobox', { name: 'Language' })).toHaveValue('German (reviewed)'),
    );

    await user.click(section.getByRole('combobox', { name: 'Language' }));
    await user.click(screen.getByRole('option', { name: 'French (reviewed)' }));
    await user.click(await section.findByRole('button', { name: 'Remove translation' }));

    expect(await screen.findByText(TRANSLATION_MESSAGES.translationReviewedDeleted)).toBeVisible();
    expect(requestedRoutes(fetchStub)).toContain(`DELETE ${TRANSLATIONS}/fr`);
    await waitFor(() =>
      expect(section.getByRole('combobox', { name: 'Language' })).toHaveValue('French'),
    );
  });

  it("words the contract's messages in the catalog exactly as the contract does", () => {
    expect(en.translations.messages).toEqual(TRANSLATION_MESSAGES);
  });
});
