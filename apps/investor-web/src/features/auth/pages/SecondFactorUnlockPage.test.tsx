import { stubFetch } from '@coinvest/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';

// The page itself is tested in @coinvest/ui; here, that the e-mailed link reaches it.
describe('/second-factor/unlock', () => {
  it('offers the unlock, and the password reset to an owner who did not type the codes', async () => {
    stubFetch({});
    renderApp('/second-factor/unlock?token=the-emailed-token');
    expect(
      await screen.findByRole('button', { name: 'Unlock two-factor sign-in' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'reset your password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
