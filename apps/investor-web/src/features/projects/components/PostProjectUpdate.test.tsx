import { renderWithProviders, sentBodies, stubFetch } from '@coinvest/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { PostProjectUpdate } from './PostProjectUpdate';

const posted = {
  id: 5,
  projectId: 1,
  title: 'Roof on',
  description: 'Block A has its roof.',
  progressPercentage: 70,
  updateType: 'milestone',
  imageUrl: null,
  createdAt: '2026-11-22T10:00:00.000Z',
};

async function openForm() {
  const user = userEvent.setup();
  renderWithProviders(<PostProjectUpdate projectId={1} />, { i18n });
  await user.click(screen.getByRole('button', { name: 'Post Update' }));
  const dialog = await screen.findByRole('dialog', { name: 'Post Project Update' });
  return { user, dialog };
}

describe('Post Update (admin)', () => {
  it('refuses an empty form with the API’s messages and sends nothing', async () => {
    const fetchStub = stubFetch({});
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: 'Post Update' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Progress percentage is required')).toBeInTheDocument();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it("posts the update, says 'Update Posted' and closes", async () => {
    const fetchStub = stubFetch({ 'POST /api/projects/1/updates': { status: 201, body: posted } });
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText(/^Title/), 'Roof on');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Block A has its roof.');
    await user.type(within(dialog).getByLabelText(/^Progress Percentage/), '70');
    await user.click(within(dialog).getByRole('combobox', { name: 'Update Type' }));
    await user.click(await screen.findByRole('option', { name: 'Milestone' }));
    await user.click(within(dialog).getByRole('button', { name: 'Post Update' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Update Posted');
    expect(toast).toHaveTextContent('Project update has been shared with all co-investors.');
    expect(sentBodies(fetchStub, 'POST', '/api/projects/1/updates')).toEqual([
      {
        title: 'Roof on',
        description: 'Block A has its roof.',
        progressPercentage: 70,
        updateType: 'milestone',
        imageUrl: '',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows 'Failed to post update. Please try again.' when the server refuses", async () => {
    stubFetch({ 'POST /api/projects/1/updates': { status: 500, body: { message: 'boom' } } });
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText(/^Title/), 'Roof on');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Block A has its roof.');
    await user.type(within(dialog).getByLabelText(/^Progress Percentage/), '101');
    await user.click(within(dialog).getByRole('button', { name: 'Post Update' }));
    expect(
      await within(dialog).findByText('Progress must be a whole number from 0 to 100'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Progress Percentage/));
    await user.type(within(dialog).getByLabelText(/^Progress Percentage/), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Post Update' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Failed to post update. Please try again.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
