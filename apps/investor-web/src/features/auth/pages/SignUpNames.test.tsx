import { stubFetch } from '@coinvest/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeSiteLanguage, i18n } from '../../../i18n';
import { renderApp } from '../../../test/render';

// Names are mailed back to people, so the contract allows only what names are made of; the
// form says so in the reader's language and sends nothing.

afterEach(async () => {
  await i18n.changeLanguage('en');
});

async function submitWithFirstName(firstName: string, button: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/First Name|Prénom/), firstName);
  await user.click(screen.getByRole('button', { name: button }));
}

describe('names on /signup', () => {
  it('refuses a first name that carries a web address', async () => {
    const fetchStub = stubFetch({});
    renderApp('/signup');

    await submitWithFirstName('Visit evil.com', 'Create Account');

    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription(
      'Names may contain only letters, spaces, apostrophes, hyphens and periods',
    );
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('says so in French', async () => {
    stubFetch({});
    await changeSiteLanguage(i18n, 'fr');
    renderApp('/signup');

    await submitWithFirstName('Ama <b>', 'Créer un compte');

    expect(screen.getByLabelText('Prénom')).toHaveAccessibleDescription(
      'Les noms ne peuvent contenir que des lettres, des espaces, des apostrophes, des traits d’union et des points',
    );
  });
});
