import { SCHEDULE_MESSAGES, type TAdminSchedule, type TMilestone } from '@coinvest/contract';
import { requestedRoutes, sentBodies } from '@coinvest/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { openProjectSection, type StubbedRoutes } from '../../test/project-section';

const MILESTONES = '/api/secure-admin/projects/4/milestones';

const milestone = (overrides: Partial<TMilestone>): TMilestone => ({
  id: 1,
  position: 0,
  name: 'Foundations',
  description: '',
  plannedDate: '2027-01-31',
  plannedPercent: 20,
  reachedOn: null,
  ...overrides,
});

const foundations = milestone({});
const roof = milestone({
  id: 2,
  position: 1,
  name: 'Roof on',
  plannedDate: '2027-06-30',
  plannedPercent: 60,
});

/** The schedule the API answers, kept in step with what the test sends. */
function scheduleOf(schedule: TAdminSchedule): StubbedRoutes[string] {
  return () => ({ status: 200, body: schedule });
}

/** Each milestone row's order, name, planned date and percent, as the table shows them. */
const rowsOf = (section: HTMLElement) =>
  within(within(section).getByRole('table', { name: 'Milestones' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    );

/** A date input takes its value whole, as a browser's date picker sets it. */
const setDate = (input: HTMLElement, value: string) =>
  fireEvent.change(input, { target: { value } });

// happy-dom has no document.fonts, which the description's autosizing listens on for fonts loading.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  }
});

describe("a project's schedule (admin)", () => {
  it('lists the milestones in their order with date and percent, and the history of dates', async () => {
    const { element, section } = await openProjectSection('Schedule', {
      [`GET ${MILESTONES}`]: scheduleOf({
        milestones: [foundations, roof],
        changes: [
          {
            id: 2,
            milestoneId: 2,
            milestoneName: 'Roof on',
            previousPlannedDate: '2027-05-31',
            newPlannedDate: '2027-06-30',
            reason: 'Rainy season',
            changedBy: 'Ama Mensah',
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        ],
      }),
    });

    await section.findByRole('table', { name: 'Milestones' });
    expect(rowsOf(element)).toEqual([
      ['0', 'Foundations', 'Jan 31, 2027', '20%'],
      ['1', 'Roof on', 'Jun 30, 2027', '60%'],
    ]);
    expect(section.getByRole('list', { name: 'History of planned dates' })).toHaveTextContent(
      'Roof on moved from May 31, 2027 to Jun 30, 2027 by Ama Mensah. Reason: Rainy season',
    );
  });

  it('adds a milestone: the contract messages first, then the milestone with its order', async () => {
    let milestones: TMilestone[] = [];
    const { fetchStub, user, element, section } = await openProjectSection('Schedule', {
      [`GET ${MILESTONES}`]: () => ({ status: 200, body: { milestones, changes: [] } }),
      [`POST ${MILESTONES}`]: (body) => {
        const sent = body as { name: string; plannedDate: string; plannedPercent: number };
        milestones = [milestone({ ...sent, id: 3, position: 5 })];
        return { status: 201, body: milestones[0] };
      },
    });
    expect(await section.findByText('No milestones yet. Add the first one below.')).toBeVisible();

    await user.click(section.getByRole('button', { name: 'Add Milestone' }));
    expect(section.getByText(SCHEDULE_MESSAGES.milestoneNameRequired)).toBeInTheDocument();
    expect(section.getByText(SCHEDULE_MESSAGES.milestonePlannedDateInvalid)).toBeInTheDocument();
    expect(section.getByText(SCHEDULE_MESSAGES.milestonePlannedPercentInvalid)).toBeInTheDocument();

    await user.type(section.getByRole('textbox', { name: /^Name/ }), 'Piling');
    setDate(section.getByLabelText(/^Planned date/), '2027-02-28');
    await user.type(section.getByRole('textbox', { name: /^Planned percent complete/ }), '101');
    await user.type(section.getByRole('textbox', { name: /^Order/ }), 'first');
    await user.click(section.getByRole('button', { name: 'Add Milestone' }));
    expect(section.getByText(SCHEDULE_MESSAGES.milestonePlannedPercentInvalid)).toBeInTheDocument();
    expect(section.getByText(SCHEDULE_MESSAGES.milestonePositionInvalid)).toBeInTheDocument();
    expect(requestedRoutes(fetchStub)).not.toContain(`POST ${MILESTONES}`);

    await user.clear(section.getByRole('textbox', { name: /^Planned percent complete/ }));
    await user.type(section.getByRole('textbox', { name: /^Planned percent complete/ }), '10');
    await user.clear(section.getByRole('textbox', { name: /^Order/ }));
    await user.type(section.getByRole('textbox', { name: /^Order/ }), '5');
    await user.type(
      section.getByRole('textbox', { name: /^Reason/ }),
      'Agreed with the contractor',
    );
    await user.click(section.getByRole('button', { name: 'Add Milestone' }));

    expect(await screen.findByText('Schedule saved')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'POST', MILESTONES)).toEqual([
      {
        name: 'Piling',
        description: '',
        plannedDate: '2027-02-28',
        plannedPercent: 10,
        position: 5,
        reason: 'Agreed with the contractor',
      },
    ]);
    await waitFor(() => expect(rowsOf(element)).toEqual([['5', 'Piling', 'Feb 28, 2027', '10%']]));
    expect(section.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
  });

  it('asks for a reason only when an edit moves the planned date, and sends it', async () => {
    const { fetchStub, user, section } = await openProjectSection('Schedule', {
      [`GET ${MILESTONES}`]: scheduleOf({ milestones: [foundations, roof], changes: [] }),
      [`PUT ${MILESTONES}/2`]: (body) => ({
        status: 200,
        body: milestone({ ...(body as Partial<TMilestone>), id: 2, position: 1 }),
      }),
    });

    await user.click(await section.findByRole('button', { name: 'Edit Roof on' }));
    expect(section.getByRole('heading', { name: 'Edit Roof on' })).toBeInTheDocument();
    expect(section.getByRole('textbox', { name: /^Planned percent complete/ })).toHaveValue('60');
    // The date unchanged: no reason asked.
    expect(section.queryByRole('textbox', { name: /^Reason/ })).not.toBeInTheDocument();

    setDate(section.getByLabelText(/^Planned date/), '2027-08-31');
    const reason = section.getByRole('textbox', { name: /^Reason/ });
    expect(reason).toBeRequired();
    expect(section.getByText('Investors are told the new date with this reason.')).toBeVisible();
    await user.click(section.getByRole('button', { name: 'Save Milestone' }));
    expect(section.getByText(SCHEDULE_MESSAGES.milestoneReasonRequired)).toBeInTheDocument();
    expect(requestedRoutes(fetchStub)).not.toContain(`PUT ${MILESTONES}/2`);

    await user.type(reason, 'Roofing sheets arrive late');
    await user.click(section.getByRole('button', { name: 'Save Milestone' }));
    expect(await screen.findByText('Schedule saved')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'PUT', `${MILESTONES}/2`)).toEqual([
      {
        name: 'Roof on',
        description: '',
        plannedDate: '2027-08-31',
        plannedPercent: 60,
        position: 1,
        reason: 'Roofing sheets arrive late',
      },
    ]);
    // Back to adding once saved.
    expect(await section.findByRole('heading', { name: 'Add a milestone' })).toBeInTheDocument();
  });

  it('cancels an edit without sending anything', async () => {
    const { fetchStub, user, section } = await openProjectSection('Schedule', {
      [`GET ${MILESTONES}`]: scheduleOf({ milestones: [foundations], changes: [] }),
    });
    await user.click(await section.findByRole('button', { name: 'Edit Foundations' }));
    setDate(section.getByLabelText(/^Planned date/), '2027-03-31');
    await user.click(section.getByRole('button', { name: 'Cancel' }));
    expect(section.getByRole('heading', { name: 'Add a milestone' })).toBeInTheDocument();
    expect(section.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(requestedRoutes(fetchStub).filter((route) => route.startsWith('PUT'))).toEqual([]);
  });

  it('removes a milestone and shows the schedule without it', async () => {
    let milestones = [foundations, roof];
    const { fetchStub, user, element, section } = await openProjectSection('Schedule', {
      [`GET ${MILESTONES}`]: () => ({ status: 200, body: { milestones, changes: [] } }),
      [`DELETE ${MILESTONES}/1`]: () => {
        milestones = [roof];
        return { status: 200, body: { message: SCHEDULE_MESSAGES.milestoneDeleted } };
      },
    });

    await user.click(await section.findByRole('button', { name: 'Remove Foundations' }));
    expect(await screen.findByText('Schedule saved')).toBeInTheDocument();
    expect(requestedRoutes(fetchStub)).toContain(`DELETE ${MILESTONES}/1`);
    await waitFor(() => expect(rowsOf(element)).toEqual([['1', 'Roof on', 'Jun 30, 2027', '60%']]));
  });

  it("shows the server's message when a save is refused", async () => {
    const { user, section } = await openProjectSection('Schedule', {
      [`GET ${MILESTONES}`]: scheduleOf({ milestones: [foundations], changes: [] }),
      [`PUT ${MILESTONES}/1`]: {
        status: 404,
        body: { message: SCHEDULE_MESSAGES.milestoneNotFound },
      },
    });
    await user.click(await section.findByRole('button', { name: 'Edit Foundations' }));
    await user.clear(section.getByRole('textbox', { name: /^Name/ }));
    await user.type(section.getByRole('textbox', { name: /^Name/ }), 'Piles and caps');
    await user.click(section.getByRole('button', { name: 'Save Milestone' }));
    const toast = (await screen.findByText('Schedule not saved')).closest('[role="alert"]');
    expect(toast).toHaveTextContent(SCHEDULE_MESSAGES.milestoneNotFound);
  });
});
