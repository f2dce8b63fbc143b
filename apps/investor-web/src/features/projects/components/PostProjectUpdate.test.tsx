import { renderWithProviders, requestedRoutes, sentBodies, stubFetch } from '@coinvest/ui/testing';
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
  milestoneId: null,
  createdAt: '2026-11-22T10:00:00.000Z',
};

const milestone = (id: number, name: string) => ({
  id,
  position: id,
  name,
  description: '',
  plannedDate: '2027-03-31',
  plannedPercent: 50,
  reachedOn: null,
});

/** The project's schedule, whose milestones the form offers. */
const schedule = {
  'GET /api/projects/1/schedule': {
    status: 200,
    body: {
      milestones: [milestone(7, 'Foundations'), milestone(8, 'Roof on')],
      verifiedProgress: [],
      progress: {},
    },
  },
};

async function openForm() {
  // A dropped file skips the input's accept list, so the form checks every file itself.
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<PostProjectUpdate projectId={1} />, { i18n });
  await user.click(screen.getByRole('button', { name: 'Post Update' }));
  const dialog = await screen.findByRole('dialog', { name: 'Post Project Update' });
  return { user, dialog };
}

describe('Post Update (admin)', () => {
  it('refuses an empty form with the API’s messages and sends nothing', async () => {
    const fetchStub = stubFetch(schedule);
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: 'Post Update' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Progress percentage is required')).toBeInTheDocument();
    expect(requestedRoutes(fetchStub)).not.toContain('POST /api/projects/1/updates');
  });

  it("posts the update, says 'Update Posted' and closes", async () => {
    const fetchStub = stubFetch({
      ...schedule,
      'POST /api/projects/1/updates': { status: 201, body: posted },
    });
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
        milestoneId: '',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("offers the schedule's milestones, 'None' first, and sends the chosen one's id", async () => {
    const fetchStub = stubFetch({
      ...schedule,
      'POST /api/projects/1/updates': { status: 201, body: { ...posted, milestoneId: 8 } },
      'POST /api/projects/1/updates/with-evidence': { status: 201, body: posted },
    });
    const { user, dialog } = await openForm();
    const select = within(dialog).getByRole('combobox', { name: /^Milestone reached/ });
    expect(select).toHaveValue('None');
    await user.click(select);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['None', 'Foundations', 'Roof on']);
    await user.click(screen.getByRole('option', { name: 'Roof on' }));
    await user.type(within(dialog).getByLabelText(/^Title/), 'Roof on');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Block A has its roof.');
    await user.type(within(dialog).getByLabelText(/^Progress Percentage/), '70');
    await user.click(within(dialog).getByRole('button', { name: 'Post Update' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Update Posted');
    expect(sentBodies(fetchStub, 'POST', '/api/projects/1/updates')).toEqual([
      expect.objectContaining({ title: 'Roof on', milestoneId: '8' }),
    ]);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // With photos, the milestone goes as a form field; after 'None', none goes at all.
    await user.click(screen.getByRole('button', { name: 'Post Update' }));
    const again = await screen.findByRole('dialog', { name: 'Post Project Update' });
    await user.click(within(again).getByRole('combobox', { name: /^Milestone reached/ }));
    await user.click(await screen.findByRole('option', { name: 'Foundations' }));
    await user.type(within(again).getByLabelText(/^Title/), 'Piles in');
    await user.type(within(again).getByLabelText(/^Description/), 'All piles driven.');
    await user.type(within(again).getByLabelText(/^Progress Percentage/), '20');
    await user.upload(
      within(again).getByLabelText(/^Evidence photos/),
      new File(['jpeg'], 'piles.jpg', { type: 'image/jpeg' }),
    );
    await user.click(within(again).getByRole('combobox', { name: /^Milestone reached/ }));
    await user.click(await screen.findByRole('option', { name: 'None' }));
    await user.click(within(again).getByRole('button', { name: 'Post Update' }));
    await waitFor(() =>
      expect(requestedRoutes(fetchStub)).toContain('POST /api/projects/1/updates/with-evidence'),
    );
    const sent = fetchStub.mock.calls.at(-1)?.[1]?.body as FormData;
    expect(sent.get('title')).toBe('Piles in');
    expect(sent.has('milestoneId')).toBe(false);
  });

  it('lists the chosen photos, refuses other files, removes one, and sends the rest as evidence', async () => {
    const fetchStub = stubFetch({
      ...schedule,
      'POST /api/projects/1/updates/with-evidence': { status: 201, body: posted },
    });
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText(/^Title/), 'Roof on');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Block A has its roof.');
    await user.type(within(dialog).getByLabelText(/^Progress Percentage/), '70');
    await user.click(within(dialog).getByRole('combobox', { name: /^Milestone reached/ }));
    await user.click(await screen.findByRole('option', { name: 'Roof on' }));
    const picker = within(dialog).getByLabelText(/^Evidence photos/);
    const roof = new File(['jpeg'], 'roof.jpg', { type: 'image/jpeg' });
    const slab = new File(['png'], 'slab.png', { type: 'image/png' });
    await user.upload(picker, [roof, slab]);
    const chosen = within(dialog).getByRole('list', { name: 'Chosen photos' });
    expect(within(chosen).getByText('roof.jpg')).toBeInTheDocument();
    expect(within(chosen).getByText('slab.png')).toBeInTheDocument();
    await user.upload(picker, new File(['gif'], 'plan.gif', { type: 'image/gif' }));
    expect(
      within(dialog).getByText('plan.gif is not a JPEG, PNG or WebP image'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove slab.png' }));
    expect(within(chosen).queryByText('slab.png')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Post Update' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Update Posted');
    const sent = fetchStub.mock.calls.at(-1)?.[1]?.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent.get('title')).toBe('Roof on');
    expect(sent.get('progressPercentage')).toBe('70');
    expect(sent.get('updateType')).toBe('progress');
    expect(sent.get('milestoneId')).toBe('8');
    expect(sent.getAll('photos').map((photo) => (photo as File).name)).toEqual(['roof.jpg']);
  });

  it('refuses a seventh photo', async () => {
    stubFetch(schedule);
    const { user, dialog } = await openForm();
    const photos = Array.from(
      { length: 7 },
      (_, index) => new File(['jpeg'], `site-${index + 1}.jpg`, { type: 'image/jpeg' }),
    );
    await user.upload(within(dialog).getByLabelText(/^Evidence photos/), photos);
    expect(within(dialog).getByText('At most 6 photos can go with an update')).toBeInTheDocument();
    const chosen = within(dialog).getByRole('list', { name: 'Chosen photos' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(6);
  });

  it("shows 'Failed to post update. Please try again.' when the server refuses", async () => {
    stubFetch({
      ...schedule,
      'POST /api/projects/1/updates': { status: 500, body: { message: 'boom' } },
    });
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
