import { FINANCIAL_GOAL_MESSAGES, type TFinancialGoal } from '@coinvest/contract';
import { stubFetch } from '@coinvest/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderApp, storeSession } from '../../test/render';

const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;

function goal(overrides: Partial<TFinancialGoal>): TFinancialGoal {
  return {
    id: 1,
    goalName: 'Deposit for a flat',
    targetAmount: '50000.00',
    currentAmount: '12500.00',
    targetDate: nextYear,
    goalType: 'property',
    description: '',
    trackInvestments: false,
    isCompleted: false,
    progressAmount: '12500.00',
    progressPercent: 25,
    createdAt: '2026-01-15T10:00:00.000Z',
    updatedAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

/** The dashboard with its own sections empty, and the goals and statements routes given. */
function dashboardWith(routes: Parameters<typeof stubFetch>[0]) {
  const ama = makeUser();
  storeSession(ama);
  const stub = stubFetch({
    'GET /api/auth/user': { status: 200, body: ama },
    'GET /api/statements/sales': { status: 200, body: { items: [] } },
    ...routes,
  });
  renderApp('/dashboard');
  return stub;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('dashboard goals', () => {
  it('creates a goal from the form and shows its bar with the percent reached', async () => {
    const user = userEvent.setup();
    let goals: TFinancialGoal[] = [];
    const stub = dashboardWith({
      'GET /api/goals': () => ({ status: 200, body: { items: goals } }),
      'POST /api/goals': () => {
        goals = [goal({})];
        return { status: 201, body: goals[0] };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Add goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'New goal' });
    await user.type(within(dialog).getByLabelText(/Goal name/), 'Deposit for a flat');
    await user.type(within(dialog).getByLabelText(/Target amount/), '50000');
    await user.type(within(dialog).getByLabelText(/Target date/), nextYear);
    await user.type(within(dialog).getByLabelText(/Amount saved so far/), '12500');
    await user.click(within(dialog).getByRole('button', { name: 'Save goal' }));

    const bar = await screen.findByRole('progressbar', { name: 'Deposit for a flat: 25% reached' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('$12,500.00 of $50,000.00')).toBeInTheDocument();
    const post = stub.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toMatchObject({
      goalName: 'Deposit for a flat',
      targetAmount: '50000',
      targetDate: nextYear,
      goalType: 'property',
    });
  });

  it('shows the contract message in the form and sends nothing when the date has passed', async () => {
    const user = userEvent.setup();
    const stub = dashboardWith({ 'GET /api/goals': { status: 200, body: { items: [] } } });
    await user.click(await screen.findByRole('button', { name: 'Add goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'New goal' });
    await user.type(within(dialog).getByLabelText(/Goal name/), 'Old');
    await user.type(within(dialog).getByLabelText(/Target amount/), '100');
    await user.type(within(dialog).getByLabelText(/Target date/), '2020-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save goal' }));
    expect(
      await within(dialog).findByText('Target date must be in the future'),
    ).toBeInTheDocument();
    expect(stub.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('tells the investor why a goal beyond the cap was refused (409)', async () => {
    const user = userEvent.setup();
    dashboardWith({
      'GET /api/goals': { status: 200, body: { items: [] } },
      'POST /api/goals': {
        status: 409,
        body: {
          message: FINANCIAL_GOAL_MESSAGES.goalLimitReached,
          errorCode: 'GOAL_LIMIT_REACHED',
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'New goal' });
    await user.type(within(dialog).getByLabelText(/Goal name/), 'One more');
    await user.type(within(dialog).getByLabelText(/Target amount/), '100');
    await user.type(within(dialog).getByLabelText(/Target date/), nextYear);
    await user.click(within(dialog).getByRole('button', { name: 'Save goal' }));
    expect(
      await screen.findByText(
        'You can keep at most 20 goals. Delete one you no longer need to add another.',
      ),
    ).toBeInTheDocument();
  });

  it('asks before deleting a goal', async () => {
    const user = userEvent.setup();
    const stub = dashboardWith({
      'GET /api/goals': { status: 200, body: { items: [goal({})] } },
      'DELETE /api/goals/1': { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete goal' });
    expect(within(dialog).getByText(/Delete the goal “Deposit for a flat”\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(stub.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
  });
});

describe('dashboard statements', () => {
  it('downloads the CSV export with the token under its suggested name', async () => {
    const user = userEvent.setup();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const stub = dashboardWith({
      'GET /api/goals': { status: 200, body: { items: [] } },
      'GET /api/statements/investments.csv': {
        status: 200,
        body: 'Investment ID',
        headers: { 'content-type': 'text/csv' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Export my investments (CSV)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('investments.csv');
    const call = stub.mock.calls.find(([input]) => (input as string).includes('investments.csv'));
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBe('Bearer token-1');
  });
});
