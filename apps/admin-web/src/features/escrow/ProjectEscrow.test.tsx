import {
  ESCROW_MESSAGES,
  type TAdminEscrowRelease,
  type TAdminProjectEscrow,
  type TMilestone,
} from '@coinvest/contract';
import { formatMoney } from '@coinvest/ui';
import { requestedRoutes, sentBodies } from '@coinvest/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { openProjectSection, type StubbedRoutes } from '../../test/project-section';

const ESCROW = '/api/secure-admin/projects/4/escrow';
const PLAN = '/api/secure-admin/projects/4/release-plan';
const RELEASES = '/api/secure-admin/projects/4/escrow-releases';
const APPROVE = '/api/secure-admin/escrow-releases/12/approve';
const REJECT = '/api/secure-admin/escrow-releases/12/reject';

const milestone = (id: number, name: string, position: number): TMilestone => ({
  id,
  position,
  name,
  description: '',
  plannedDate: '2027-01-31',
  plannedPercent: 20 * (position + 1),
  reachedOn: null,
});

const schedule = {
  'GET /api/secure-admin/projects/4/milestones': {
    status: 200,
    body: { milestones: [milestone(1, 'Foundations', 0), milestone(2, 'Roof on', 1)], changes: [] },
  },
};

const awaiting: TAdminEscrowRelease = {
  id: 12,
  milestoneId: 1,
  milestoneName: 'Foundations',
  amount: '40000.00',
  currency: 'GHS',
  reason: 'Foundations poured and signed off',
  status: 'awaiting_approval',
  signOff: {
    updateId: 5,
    inspectorName: 'Kofi Boateng',
    signedOffAt: '2026-11-20T10:00:00.000Z',
    evidenceCount: 3,
  },
  requestedAt: '2026-11-25T09:00:00.000Z',
  approvedAt: null,
  paidAt: null,
  requestedBy: { id: 2, username: 'ama' },
  approvedBy: null,
  transferReference: null,
  failureReason: null,
};

function makeEscrow(overrides: Partial<TAdminProjectEscrow> = {}): TAdminProjectEscrow {
  return {
    projectId: 4,
    balances: [
      { currency: 'GHS', received: '250000.00', released: '40000.00', held: '210000.00' },
      { currency: 'USD', received: '1200.00', released: '0.00', held: '1200.00' },
    ],
    tranches: [
      {
        milestoneId: null,
        milestoneName: null,
        sharePercent: '10.00',
        signedOff: false,
        released: '0.00',
      },
      {
        milestoneId: 1,
        milestoneName: 'Foundations',
        sharePercent: '30.00',
        signedOff: true,
        released: '40000.00',
      },
    ],
    releases: [],
    developerId: 3,
    payoutAccount: {
      kind: 'bank_account',
      bankCode: '280100',
      accountNumber: '0123456789',
      accountName: 'OAK RIDGE HOMES LTD',
      verifiedAt: '2026-11-10T10:00:00.000Z',
    },
    planEditable: true,
    ...overrides,
  };
}

function openEscrow(escrow: TAdminProjectEscrow, routes: StubbedRoutes = {}) {
  return openProjectSection('Escrow', {
    ...schedule,
    [`GET ${ESCROW}`]: { status: 200, body: escrow },
    'GET /api/auth/second-factor': { status: 200, body: { enabled: true, required: true } },
    ...routes,
  });
}

/** An amount as the shared formatter shows it, its no-break space as the DOM's text reads it. */
const money = (amount: string, currency: string) =>
  formatMoney(amount, currency, 'en').replace(/\s/g, ' ');
const ghs = (amount: string) => money(amount, 'GHS');

// happy-dom has no document.fonts, which the schedule's autosizing description listens on.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  }
});

describe("a project's escrow (admin)", () => {
  it('shows each currency’s balances, and the plan editor totals the shares and refuses over 100%', async () => {
    const { fetchStub, user, section } = await openEscrow(makeEscrow(), {
      [`PUT ${PLAN}`]: { status: 200, body: [] },
    });

    const balances = await section.findByRole('table', { name: 'Escrow balances' });
    const cedis = within(balances).getByRole('row', { name: /GHS/ });
    expect(cedis).toHaveTextContent(ghs('250000.00'));
    expect(cedis).toHaveTextContent(ghs('210000.00'));
    expect(within(balances).getByRole('row', { name: /USD/ })).toHaveTextContent(
      money('1200.00', 'USD'),
    );
    expect(section.getByText(/Releases are paid to OAK RIDGE HOMES LTD/)).toBeInTheDocument();

    const plan = within(section.getByRole('form', { name: 'Release plan' }));
    const opening = await plan.findByLabelText('Opening tranche (funding close) share (%)');
    expect(opening).toHaveValue('10.00');
    expect(plan.getByLabelText('Foundations share (%)')).toHaveValue('30.00');
    expect(plan.getByLabelText('Roof on share (%)')).toHaveValue('');
    expect(plan.getByText('Total: 40%')).toBeInTheDocument();

    await user.type(plan.getByLabelText('Roof on share (%)'), '70.5');
    expect(plan.getByText('Total: 110.5%')).toBeInTheDocument();
    expect(plan.getByText(ESCROW_MESSAGES.trancheSharesOver)).toBeInTheDocument();
    await user.click(plan.getByRole('button', { name: 'Save release plan' }));
    expect(requestedRoutes(fetchStub)).not.toContain(`PUT ${PLAN}`);

    await user.clear(plan.getByLabelText('Roof on share (%)'));
    await user.type(plan.getByLabelText('Roof on share (%)'), '60');
    expect(plan.getByText('Total: 100%')).toBeInTheDocument();
    expect(plan.queryByText(ESCROW_MESSAGES.trancheSharesOver)).not.toBeInTheDocument();
    await user.click(plan.getByRole('button', { name: 'Save release plan' }));

    expect(await screen.findByText('Release plan saved')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'PUT', PLAN)).toEqual([
      {
        tranches: [
          { milestoneId: null, sharePercent: '10.00' },
          { milestoneId: 1, sharePercent: '30.00' },
          { milestoneId: 2, sharePercent: '60' },
        ],
      },
    ]);
  });

  it('shows why the API refused the plan', async () => {
    const { user, section } = await openEscrow(makeEscrow(), {
      [`PUT ${PLAN}`]: { status: 409, body: { message: ESCROW_MESSAGES.releasePlanLocked } },
    });
    const plan = within(await section.findByRole('form', { name: 'Release plan' }));
    await user.click(plan.getByRole('button', { name: 'Save release plan' }));
    expect(await plan.findByRole('alert')).toHaveTextContent(ESCROW_MESSAGES.releasePlanLocked);
  });

  it('shows a fixed plan as a table with each tranche’s sign-off and what it released', async () => {
    const { section } = await openEscrow(makeEscrow({ planEditable: false }));
    const plan = await section.findByRole('table', { name: 'Release plan' });
    expect(section.queryByRole('button', { name: 'Save release plan' })).not.toBeInTheDocument();
    const rows = within(plan)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      [
        'Opening tranche (funding close)',
        '10.00%',
        'At funding close',
        formatMoney('0', 'GHS', 'en'),
      ],
      ['Foundations', '30.00%', 'Signed off by an inspector', formatMoney('40000', 'GHS', 'en')],
    ]);
  });

  it('requests a release for a tranche: the form checks first, the API’s refusal is shown', async () => {
    let refuse = true;
    const { fetchStub, user, section } = await openEscrow(makeEscrow({ planEditable: false }), {
      [`POST ${RELEASES}`]: () =>
        refuse
          ? { status: 422, body: { message: ESCROW_MESSAGES.releaseAboveTranche } }
          : { status: 201, body: awaiting },
    });
    const form = within(await section.findByRole('form', { name: 'Request a release' }));

    await user.click(form.getByRole('button', { name: 'Request release' }));
    expect(form.getByText(ESCROW_MESSAGES.releaseAmountInvalid)).toBeInTheDocument();
    expect(form.getByText(ESCROW_MESSAGES.releaseReasonRequired)).toBeInTheDocument();
    expect(requestedRoutes(fetchStub)).not.toContain(`POST ${RELEASES}`);

    // The select's options are the plan's tranches; Foundations' is its milestone's id.
    await user.selectOptions(form.getByLabelText(/^Tranche/), '1');
    expect(form.getByRole('option', { name: /^Foundations \(30.00%/ })).toHaveProperty(
      'selected',
      true,
    );
    await user.type(form.getByLabelText(/^Amount in cedis/), '90000');
    await user.type(form.getByLabelText(/^Reason/), 'Foundations poured');
    await user.click(form.getByRole('button', { name: 'Request release' }));
    expect(await form.findByRole('alert')).toHaveTextContent(ESCROW_MESSAGES.releaseAboveTranche);

    refuse = false;
    await user.clear(form.getByLabelText(/^Amount in cedis/));
    await user.type(form.getByLabelText(/^Amount in cedis/), '35000.50');
    await user.click(form.getByRole('button', { name: 'Request release' }));
    expect(await screen.findByText('Release requested')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'POST', RELEASES)).toEqual([
      { milestoneId: 1, amount: '90000', reason: 'Foundations poured' },
      { milestoneId: 1, amount: '35000.50', reason: 'Foundations poured' },
    ]);
  });

  it('approves a release awaiting approval with the admin’s current code, showing a refusal', async () => {
    let answer = { status: 403, body: { message: ESCROW_MESSAGES.ownRelease } };
    const { fetchStub, user, section } = await openEscrow(makeEscrow({ releases: [awaiting] }), {
      [`POST ${APPROVE}`]: () => answer,
    });
    const releases = await section.findByRole('table', { name: 'Releases' });
    const row = within(releases).getByRole('row', { name: /Foundations poured and signed off/ });
    expect(row).toHaveTextContent('Awaiting approval');
    expect(row).toHaveTextContent(ghs('40000.00'));
    expect(row).toHaveTextContent('ama');

    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve release' }));
    await user.click(dialog.getByRole('button', { name: 'Approve release' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(
      ESCROW_MESSAGES.releaseConfirmationCodeRequired,
    );
    expect(requestedRoutes(fetchStub)).not.toContain(`POST ${APPROVE}`);

    await user.type(dialog.getByLabelText(/^Your current authenticator code/), '123456');
    await user.click(dialog.getByRole('button', { name: 'Approve release' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(ESCROW_MESSAGES.ownRelease);

    answer = {
      status: 200,
      body: { ...awaiting, status: 'transferring', approvedBy: { id: 1, username: 'boss' } },
    } as unknown as typeof answer;
    await user.type(dialog.getByLabelText(/^Your current authenticator code/), '654321');
    await user.click(dialog.getByRole('button', { name: 'Approve release' }));
    expect(await screen.findByText('Release approved')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Approve release' })).not.toBeInTheDocument(),
    );
    expect(sentBodies(fetchStub, 'POST', APPROVE)).toEqual([
      { code: '123456' },
      { code: '654321' },
    ]);
  });

  it('rejects a release awaiting approval', async () => {
    const { fetchStub, user, section } = await openEscrow(makeEscrow({ releases: [awaiting] }), {
      [`POST ${REJECT}`]: { status: 200, body: { ...awaiting, status: 'rejected' } },
    });
    const releases = await section.findByRole('table', { name: 'Releases' });
    await user.click(within(releases).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Release rejected')).toBeInTheDocument();
    expect(requestedRoutes(fetchStub)).toContain(`POST ${REJECT}`);
  });
});
