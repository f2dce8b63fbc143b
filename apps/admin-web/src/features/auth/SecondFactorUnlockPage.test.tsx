import { SECOND_FACTOR_MESSAGES } from '@coinvest/contract';
import { sentBodies, stubFetch } from '@coinvest/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';

describe('/second-factor/unlock on the admin site', () => {
  it('unlocks with the link’s token when the button is pressed, then leads to sign in', async () => {
    const fetchStub = stubFetch({
      'POST /api/auth/second-factor/unlock': {
        status: 200,
        body: { message: SECOND_FACTOR_MESSAGES.unlocked },
      },
    });
    renderApp('/second-factor/unlock?token=the-emailed-token');
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
      'POST /api/auth/second-factor/unlock': {
        status: 400,
        body: {
          message: SECOND_FACTOR_MESSAGES.unlockInvalid,
          errorCode: 'SECOND_FACTOR_UNLOCK_INVALID',
        },
      },
    });
    renderApp('/second-factor/unlock?token=used');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Unlock two-factor sign-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      SECOND_FACTOR_MESSAGES.unlockInvalid,
    );
  });
});
