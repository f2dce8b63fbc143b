import { DEFAULT_NOTIFICATION_PREFERENCES } from '@coinvest/contract';
import { renderWithProviders, sentBodies, stubFetch } from '@coinvest/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { NotificationPreferencesSection } from './NotificationPreferencesSection';

describe('NotificationPreferencesSection', () => {
  it('shows each kind with its two switches and saves a change with a toast', async () => {
    const events = userEvent.setup();
    const stubbed = stubFetch({
      'GET /api/users/me/notification-preferences': {
        status: 200,
        body: DEFAULT_NOTIFICATION_PREFERENCES,
      },
      'PUT /api/users/me/notification-preferences': {
        status: 200,
        body: { ...DEFAULT_NOTIFICATION_PREFERENCES, interest: { inApp: true, email: true } },
      },
    });
    renderWithProviders(<NotificationPreferencesSection />, { i18n });

    expect(
      await screen.findByRole('region', { name: 'Notification preferences' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('switch', { name: 'Payments and sales: By e-mail' }),
    ).toBeChecked();
    const interestByEmail = screen.getByRole('switch', { name: 'Project interests: By e-mail' });
    expect(interestByEmail).not.toBeChecked();

    await events.click(interestByEmail);
    expect(
      await screen.findByText('Your notification preferences have been saved.'),
    ).toBeInTheDocument();
    expect(interestByEmail).toBeChecked();
    expect(sentBodies(stubbed, 'PUT', '/api/users/me/notification-preferences')).toEqual([
      { interest: { inApp: true, email: true } },
    ]);
  });
});
