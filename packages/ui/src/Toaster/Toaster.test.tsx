import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { notify } from './notify';
import { TOAST_AT_TOP_QUERY } from './Toaster';

describe('Toaster', () => {
  it('shows one toast at a time: a new one replaces the previous', async () => {
    renderWithProviders(<p>page</p>);

    notify({ title: 'Reset Email Sent', message: 'Check your inbox', variant: 'success' });
    expect(await screen.findByText('Reset Email Sent')).toBeInTheDocument();

    notify({ title: 'Error', message: 'Failed to reset password', variant: 'error' });
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Reset Email Sent')).not.toBeInTheDocument());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('has a close button with an accessible name that dismisses the toast', async () => {
    const user = userEvent.setup();
    renderWithProviders(<p>page</p>);

    notify({ title: 'Welcome back!', message: 'You are signed in.', variant: 'success' });
    const toast = await screen.findByRole('alert');
    await user.click(within(toast).getByRole('button', { name: 'Close notification' }));

    await waitFor(() => expect(screen.queryByText('Welcome back!')).not.toBeInTheDocument());
  });

  it('moves focus to the toast region on F8', async () => {
    const user = userEvent.setup();
    renderWithProviders(<button type="button">elsewhere</button>);
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));

    await user.keyboard('{F8}');

    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });

  describe('where toasts appear', () => {
    const desktopMatchMedia = window.matchMedia.bind(window);
    afterEach(() => {
      window.matchMedia = desktopMatchMedia;
    });

    async function toastPosition(): Promise<string | null | undefined> {
      renderWithProviders(<p>page</p>);
      notify({ title: 'Investment Submitted', message: 'Awaiting payment', variant: 'success' });
      const toast = await screen.findByRole('alert');
      return toast.closest('[data-position]')?.getAttribute('data-position');
    }

    it('bottom right on a wide screen', async () => {
      expect(await toastPosition()).toBe('bottom-right');
    });

    it("at the top on a phone, clear of a dialog's buttons", async () => {
      window.matchMedia = vi.fn((query: string) => ({
        ...desktopMatchMedia(query),
        matches: query === TOAST_AT_TOP_QUERY,
      }));
      expect(await toastPosition()).toBe('top-center');
    });
  });
});
