import { SECOND_FACTOR_MESSAGES } from '@coinvest/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n, ResourceLanguage } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/create-i18n';
import { loadUiCatalog } from '../i18n/load-ui-catalog';
import { renderWithProviders, sentBodies, stubFetch } from '../test-utils';
import { SecondFactorUnlockPage } from './SecondFactorUnlockPage';

const UNLOCK = 'POST /api/auth/second-factor/unlock';

/** Opens the e-mailed link (its query as given) on a site whose sign-in is /signin. */
function openLink(query: string, options: { resetPasswordPath?: string; i18n?: I18n } = {}) {
  return renderWithProviders(
    <SecondFactorUnlockPage signInPath="/signin" resetPasswordPath={options.resetPasswordPath} />,
    { route: `/second-factor/unlock${query}`, i18n: options.i18n },
  );
}

describe('SecondFactorUnlockPage', () => {
  it('unlocks with the link’s token only when the owner presses the button, then leads to sign in', async () => {
    const fetchStub = stubFetch({
      [UNLOCK]: { status: 200, body: { message: SECOND_FACTOR_MESSAGES.unlocked } },
    });
    openLink('?token=the-emailed-token');
    const unlock = await screen.findByRole('button', { name: 'Unlock two-factor sign-in' });
    expect(sentBodies(fetchStub, 'POST', '/api/auth/second-factor/unlock')).toEqual([]);

    await userEvent.setup().click(unlock);
    expect(await screen.findByRole('status')).toHaveTextContent(SECOND_FACTOR_MESSAGES.unlocked);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/signin');
    expect(sentBodies(fetchStub, 'POST', '/api/auth/second-factor/unlock')).toEqual([
      { token: 'the-emailed-token' },
    ]);
  });

  it('says so when the link is used or expired', async () => {
    stubFetch({
      [UNLOCK]: {
        status: 400,
        body: {
          message: SECOND_FACTOR_MESSAGES.unlockInvalid,
          errorCode: 'SECOND_FACTOR_UNLOCK_INVALID',
        },
      },
    });
    openLink('?token=used');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Unlock two-factor sign-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      SECOND_FACTOR_MESSAGES.unlockInvalid,
    );
  });

  it('explains a link without its token instead of offering the button', async () => {
    stubFetch({});
    openLink('');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is incomplete. Open the link from the e-mail again.',
    );
    expect(screen.queryByRole('button', { name: 'Unlock two-factor sign-in' })).toBeNull();
  });

  it('offers the password reset only where the site has one', async () => {
    stubFetch({});
    const { unmount } = openLink('?token=a-token');
    await screen.findByRole('button', { name: 'Unlock two-factor sign-in' });
    expect(screen.queryByRole('link', { name: 'reset your password' })).toBeNull();
    unmount();

    openLink('?token=a-token', { resetPasswordPath: '/forgot-password' });
    expect(await screen.findByRole('link', { name: 'reset your password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('shows the server’s answer in the reader’s language', async () => {
    stubFetch({ [UNLOCK]: { status: 200, body: { message: SECOND_FACTOR_MESSAGES.unlocked } } });
    const french = (await loadUiCatalog('fr')) as ResourceLanguage;
    openLink('?token=t', { i18n: createI18n({ fr: { translation: french } }, 'fr') });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Débloquer la connexion en deux étapes' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'La connexion en deux étapes est débloquée',
    );
  });
});
