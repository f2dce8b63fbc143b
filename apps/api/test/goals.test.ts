import {
  FINANCIAL_GOAL_ERROR_CODES,
  FINANCIAL_GOAL_MESSAGES as M,
  GOALS_PER_USER_MAX,
} from '@coinvest/contract';
import { createInvestment, createProject, createUnit, createUser } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type Caller } from './admin-fixtures';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
let ama: Caller;
let kofi: Caller;

const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;
const goal = {
  goalName: 'Deposit for a flat',
  targetAmount: '50000.00',
  currentAmount: '12500.00',
  targetDate: nextYear,
  goalType: 'property' as const,
  description: 'Save for the deposit',
  trackInvestments: false,
};

beforeAll(async () => {
  api = await startTestApi();
  ama = await signedIn(api, await createUser(api.db));
  kofi = await signedIn(api, await createUser(api.db));
  const project = await createProject(api.db);
  const unit = await createUnit(api.db, { projectId: project.id, price: '100000.00' });
  await createInvestment(api.db, { userId: ama.user.id, unitId: unit.id, amount: '30000.00' });
  await createInvestment(api.db, {
    userId: ama.user.id,
    unitId: unit.id,
    amount: '7000.00',
    status: 'pending_payment',
    paymentReference: 'INV-00000000AAAA',
    paymentDeadline: new Date(Date.now() + 86_400_000),
  });
});

afterAll(async () => {
  await api.close();
});

describe('financial goals', () => {
  it("creates, lists, edits, completes and deletes the caller's own goal", async () => {
    const created = await ama.client.goals.createGoal({ body: goal });
    expect(created.status).toBe(201);
    if (created.status !== 201) return;
    expect(created.body).toMatchObject({
      goalName: 'Deposit for a flat',
      targetAmount: '50000.00',
      currentAmount: '12500.00',
      targetDate: nextYear,
      goalType: 'property',
      isCompleted: false,
      progressAmount: '12500.00',
      progressPercent: 25,
    });
    const id = String(created.body.id);

    const edited = await ama.client.goals.updateGoal({
      params: { goalId: id },
      body: { ...goal, goalName: 'Flat', trackInvestments: true },
    });
    expect(edited.status).toBe(200);
    // Tracked: only the confirmed 30,000.00 counts, not the 7,000.00 awaiting payment.
    expect(edited.body).toMatchObject({
      goalName: 'Flat',
      progressAmount: '30000.00',
      progressPercent: 60,
    });

    const completed = await ama.client.goals.completeGoal({
      params: { goalId: id },
    });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ isCompleted: true });

    const list = await ama.client.goals.listGoals();
    expect(list.status === 200 && list.body.items.map((item) => item.id)).toEqual([Number(id)]);
    expect((await kofi.client.goals.listGoals()).body).toEqual({ items: [] });

    const removed = await ama.client.goals.deleteGoal({ params: { goalId: id } });
    expect(removed.status).toBe(204);
    expect((await ama.client.goals.listGoals()).body).toEqual({ items: [] });
  });

  it('caps the bar at 100 percent and rounds half-up to a whole percent', async () => {
    const over = await ama.client.goals.createGoal({
      body: { ...goal, targetAmount: '20000.00', trackInvestments: true },
    });
    expect(over.body).toMatchObject({ progressAmount: '30000.00', progressPercent: 100 });
    const half = await ama.client.goals.createGoal({
      body: { ...goal, targetAmount: '200.00', currentAmount: '1.00' },
    });
    expect(half.body).toMatchObject({ progressPercent: 1 });
  });

  it('refuses a target amount that is not a number with 400 and its message, not 500', async () => {
    for (const targetAmount of ['2030-01-31', 'abc', '-5000']) {
      const response = await ama.client.goals.createGoal({ body: { ...goal, targetAmount } });
      expect(response.status).toBe(400);
      expect((response.body as { message: string }).message).toBe(M.goalTargetAmountInvalid);
    }
  });

  it("refuses another investor's goal with 403, an unknown one with 404 and a visitor with 401", async () => {
    const created = await ama.client.goals.createGoal({ body: goal });
    if (created.status !== 201) throw new Error('not created');
    const goalId = String(created.body.id);
    const theirs = [
      await kofi.client.goals.updateGoal({ params: { goalId }, body: goal }),
      await kofi.client.goals.completeGoal({ params: { goalId } }),
      await kofi.client.goals.deleteGoal({ params: { goalId } }),
    ];
    for (const response of theirs) {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ message: M.goalNotYours });
    }
    const unknown = await ama.client.goals.deleteGoal({
      params: { goalId: '999999' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: M.goalNotFound });
    expect((await api.client.goals.listGoals()).status).toBe(401);
    expect((await api.client.goals.createGoal({ body: goal })).status).toBe(401);
    const still = await ama.client.goals.listGoals();
    expect(
      still.status === 200 && still.body.items.some((item) => item.id === Number(goalId)),
    ).toBe(true);
  });

  const today = new Date().toISOString().slice(0, 10);
  it.each([
    ['an empty name', { goalName: '  ' }, M.goalNameRequired],
    ['a name over 100 characters', { goalName: 'x'.repeat(101) }, M.goalNameRequired],
    ['a target of 0', { targetAmount: '0.00' }, M.goalTargetAmountInvalid],
    ['a target with 3 decimals', { targetAmount: '10.005' }, M.goalTargetAmountInvalid],
    ['a negative amount saved', { currentAmount: '-1' }, M.goalCurrentAmountInvalid],
    ['a date that is not one', { targetDate: '2030-02-30' }, M.goalTargetDateInvalid],
    ['today as the target date', { targetDate: today }, M.goalTargetDateInPast],
    ['an unknown type', { goalType: 'holiday' }, M.goalTypeInvalid],
    [
      'a description over 500 characters',
      { description: 'x'.repeat(501) },
      M.goalDescriptionTooLong,
    ],
  ])('refuses %s with 400 and its message', async (_name, change, message) => {
    const response = await ama.client.goals.createGoal({
      body: { ...goal, ...change } as typeof goal,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message });
  });

  it('keeps a target date already passed when a goal is edited', async () => {
    const created = await ama.client.goals.createGoal({ body: goal });
    if (created.status !== 201) throw new Error('not created');
    const edited = await ama.client.goals.updateGoal({
      params: { goalId: String(created.body.id) },
      body: { ...goal, targetDate: '2020-01-01' },
    });
    expect(edited.status).toBe(200);
  });
});

describe('the cap on goals per user', () => {
  it('refuses a goal beyond 20 with 409 and a clear message, stores nothing, and frees a place on deletion', async () => {
    const saver = await signedIn(api, await createUser(api.db));
    const goalsOf = () =>
      api.db
        .selectFrom('financialGoals')
        .select('id')
        .where('userId', '=', saver.user.id)
        .execute();
    expect(GOALS_PER_USER_MAX).toBe(20);
    for (let i = 1; i < GOALS_PER_USER_MAX; i++) {
      const created = await saver.client.goals.createGoal({
        body: { ...goal, goalName: `Goal ${i}` },
      });
      expect(created.status).toBe(201);
    }

    // Two at once for the last place: exactly one gets it.
    const [first, second] = await Promise.all(
      ['Last A', 'Last B'].map((goalName) =>
        saver.client.goals.createGoal({ body: { ...goal, goalName } }),
      ),
    );
    expect([first?.status, second?.status].sort()).toEqual([201, 409]);
    expect(await goalsOf()).toHaveLength(GOALS_PER_USER_MAX);

    const refused = await saver.client.goals.createGoal({
      body: { ...goal, goalName: 'One more' },
    });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        message: M.goalLimitReached,
        errorCode: FINANCIAL_GOAL_ERROR_CODES.goalLimitReached,
      },
    });
    expect(M.goalLimitReached).toContain('20');
    expect(await goalsOf()).toHaveLength(GOALS_PER_USER_MAX);

    // Another investor's goals are their own count.
    expect((await kofi.client.goals.createGoal({ body: goal })).status).toBe(201);

    const [oldest] = await goalsOf();
    if (!oldest) throw new Error('no goal');
    await saver.client.goals.deleteGoal({ params: { goalId: String(oldest.id) } });
    expect((await saver.client.goals.createGoal({ body: goal })).status).toBe(201);
  });
});
