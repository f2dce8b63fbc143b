import {
  INTEREST_AMOUNT_STEP,
  INTEREST_MIN_AMOUNT,
  PAYMENT_DEADLINE_DAYS,
  type TKycRecord,
  type TProjectDetail,
  type TUser,
} from '@coinvest/contract';
import {
  makeUser,
  requestedRoutes,
  sentBodies,
  sentHeaders,
  storeSession,
  stubFetch,
  type StubbedResponse,
} from '@coinvest/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '@coinvest/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { currencyRatesRoute } from '../../lib/currency/testing';
import { makeProject, makeUnit, makeUnitStatistics } from '../projects/testing';

/** The contract's minimum interest, as an English page shows it ('$1,000'). */
const minimumInterest = formatMoney(INTEREST_MIN_AMOUNT, 'USD', 'en', 'whole');

const investor = makeUser();
const admin = makeUser({ id: 1, username: 'admin', email: 'admin@example.com', role: 'admin' });

const units = [
  makeUnit(),
  makeUnit({
    id: 12,
    unitNumber: 'A-102',
    price: '150000.00',
    totalInvestmentNeeded: '150000.00',
    remainingInvestment: '150000.00',
  }),
];

function kycRecord(overrides: Partial<TKycRecord>): TKycRecord {
  return { status: 'approved', isVerified: true, isExpired: false, ...overrides } as TKycRecord;
}

const createdInvestment = {
  id: 90,
  projectId: 1,
  unitId: 11,
  userId: investor.id,
  amount: '6000.00',
  ownershipPercentage: '5.00',
  currentValue: '6000.00',
  status: 'pending_payment',
  paymentReference: 'INV-7K2M9Q',
  paymentDeadline: '2026-11-29T10:00:00.000Z',
  createdAt: '2026-11-22T10:00:00.000Z',
};

interface Setup {
  user?: TUser | null;
  kyc?: TKycRecord | null;
  interest?: (body: unknown) => StubbedResponse;
  investment?: StubbedResponse;
  project?: TProjectDetail;
}

function setup({
  user = investor,
  kyc = kycRecord({}),
  interest,
  investment,
  project = makeProject(),
}: Setup = {}) {
  if (user) storeSession(user);
  const fetchStub = stubFetch({
    ...currencyRatesRoute,
    'GET /api/auth/user': user ? { status: 200, body: user } : { status: 401 },
    'GET /api/projects/1': { status: 200, body: project },
    'GET /api/projects/1/units': { status: 200, body: units },
    'GET /api/projects/1/unit-statistics': { status: 200, body: makeUnitStatistics() },
    'GET /api/projects/1/updates': { status: 200, body: [] },
    [`GET /api/kyc/${user?.id ?? 0}`]: { status: 200, body: kyc },
    'GET /api/notifications/7': { status: 200, body: [] },
    'GET /api/notifications/7/unread-count': { status: 200, body: { count: 0 } },
    'POST /api/project-interests':
      interest ??
      ((body) => ({ status: 201, body: { id: 5, ...(body as object), status: 'pending' } })),
    'POST /api/investments': investment ?? { status: 201, body: createdInvestment },
  });
  renderApp('/projects/1');
  return { fetchStub, events: userEvent.setup() };
}

/** The Express Interest card's button (the unit bar has one of the same name). */
async function interestCardButton() {
  const card = await screen.findByRole('region', { name: 'Express Interest' });
  return within(card).getByRole('button', { name: 'Express Interest' });
}

/** The unit list's 'Invest' (the phone's sticky bar has one too, hidden from sm up by CSS). */
async function unitBarInvest() {
  const bar = (await screen.findByText(/unit\(s\) selected/)).parentElement as HTMLElement;
  return within(bar).getByRole('button', { name: 'Invest' });
}

async function toast() {
  return screen.findByRole('alert');
}

afterEach(() => window.localStorage.clear());

describe('express-interest dialog', () => {
  it("shows a visitor 'Sign In Required' with Sign In and Create Account", async () => {
    const { events } = setup({ user: null });
    await events.click(await interestCardButton());
    const dialog = screen.getByRole('dialog');

    expect(within(dialog).getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(within(dialog).getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('keeps submit disabled until amount, method and contact are given, then sends the interest', async () => {
    const { events, fetchStub } = setup();
    await events.click(await interestCardButton());
    const dialog = screen.getByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Submit Interest' });

    expect(within(dialog).getByText(`Minimum: ${minimumInterest}`)).toBeVisible();
    expect(submit).toBeDisabled();
    await events.type(within(dialog).getByLabelText(/Investment Amount/), '2500');
    expect(submit).toBeDisabled();
    await events.click(within(dialog).getByRole('combobox', { name: /Preferred Contact Method/ }));
    await events.click(screen.getByRole('option', { name: 'WhatsApp' }));
    const contact = within(dialog).getByLabelText(/WhatsApp Number/);
    expect(contact).toHaveAttribute('type', 'tel');
    expect(submit).toBeDisabled();
    await events.type(contact, '+233 24 123 4567');
    await events.type(within(dialog).getByLabelText('Message (optional)'), 'Call after 5pm');
    expect(within(dialog).getByText('14/500')).toBeVisible();
    await events.click(submit);

    const shown = await toast();
    expect(within(shown).getByText('Interest Submitted')).toBeVisible();
    expect(
      within(shown).getByText('Thank you for your interest! Our team will contact you soon.'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBodies(fetchStub, 'POST', '/api/project-interests')).toEqual([
      expect.objectContaining({
        userId: investor.id,
        projectId: 1,
        interestAmount: '2500',
        contactPreference: 'whatsapp',
        contactInfo: '+233 24 123 4567',
        message: 'Call after 5pm',
      }),
    ]);
  });

  it("types the contact field as e-mail for 'Email', and says 'Missing Information' for a blank contact", async () => {
    const { events, fetchStub } = setup();
    await events.click(await interestCardButton());
    const dialog = screen.getByRole('dialog');
    await events.type(within(dialog).getByLabelText(/Investment Amount/), '1000');
    await events.click(within(dialog).getByRole('combobox', { name: /Preferred Contact Method/ }));
    await events.click(screen.getByRole('option', { name: 'Email' }));
    expect(within(dialog).getByLabelText(/Email Address/)).toHaveAttribute('type', 'email');
    // An e-mail input drops surrounding blanks itself, so the blank contact goes in a phone field.
    await events.click(within(dialog).getByRole('combobox', { name: /Preferred Contact Method/ }));
    await events.click(screen.getByRole('option', { name: 'Phone' }));
    const contact = within(dialog).getByLabelText(/Phone Number/);
    expect(contact).toHaveAttribute('type', 'tel');
    await events.type(contact, '   ');
    await events.click(within(dialog).getByRole('button', { name: 'Submit Interest' }));

    const shown = await toast();
    expect(within(shown).getByText('Missing Information')).toBeVisible();
    expect(
      within(shown).getByText('Please fill in all required fields including contact information.'),
    ).toBeVisible();
    expect(sentBodies(fetchStub, 'POST', '/api/project-interests')).toEqual([]);
  });

  it("refuses 900 with the contract's minimum message instead of sending 1,000", async () => {
    const { events, fetchStub } = setup();
    await events.click(await interestCardButton());
    const dialog = screen.getByRole('dialog');
    const amount = within(dialog).getByLabelText(/Investment Amount/);
    await events.type(amount, '900');
    await events.click(within(dialog).getByRole('combobox', { name: /Preferred Contact Method/ }));
    await events.click(screen.getByRole('option', { name: 'Email' }));
    await events.type(within(dialog).getByLabelText(/Email Address/), 'ama@example.com');
    await events.click(within(dialog).getByRole('button', { name: 'Submit Interest' }));

    expect(amount).toHaveValue('900');
    expect(
      await within(dialog).findByText(`Minimum interest amount is ${minimumInterest}`),
    ).toBeVisible();
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining(`Minimum interest amount is ${minimumInterest}`),
    );
    expect(sentBodies(fetchStub, 'POST', '/api/project-interests')).toEqual([]);

    await events.clear(amount);
    await events.type(amount, '1050');
    await events.click(within(dialog).getByRole('button', { name: 'Submit Interest' }));
    expect(
      await within(dialog).findByText(
        `Interest amount must be in steps of ${formatMoney(String(INTEREST_AMOUNT_STEP), 'USD', 'en', 'whole')}`,
      ),
    ).toBeVisible();
    expect(sentBodies(fetchStub, 'POST', '/api/project-interests')).toEqual([]);
  });

  it("says 'Error' and keeps the dialog open when the server refuses", async () => {
    const { events } = setup({ interest: () => ({ status: 500, body: { message: 'boom' } }) });
    await events.click(await interestCardButton());
    const dialog = screen.getByRole('dialog');
    await events.type(within(dialog).getByLabelText(/Investment Amount/), '1000');
    await events.click(within(dialog).getByRole('combobox', { name: /Preferred Contact Method/ }));
    await events.click(screen.getByRole('option', { name: 'Phone' }));
    await events.type(within(dialog).getByLabelText(/Phone Number/), '0241234567');
    await events.click(within(dialog).getByRole('button', { name: 'Submit Interest' }));

    const shown = await toast();
    expect(within(shown).getByText('Failed to submit interest. Please try again.')).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});

describe('unit selection', () => {
  it("asks a visitor to sign in, and a user to choose a unit ('No Units Selected')", async () => {
    const { events } = setup({ user: null });
    const actions = await screen.findByText('0 unit(s) selected');
    const bar = actions.parentElement as HTMLElement;
    await events.click(within(bar).getByRole('button', { name: 'Express Interest' }));
    expect(within(await toast()).getByText('Please sign in to express interest')).toBeVisible();
  });

  it("asks a visitor who presses 'Invest' to sign in to invest, not to express interest", async () => {
    const { events } = setup({ user: null });
    const actions = await screen.findByText('0 unit(s) selected');
    const bar = actions.parentElement as HTMLElement;
    await events.click(within(bar).getByRole('button', { name: 'Invest' }));
    const shown = await toast();
    expect(
      within(shown).getByText('Please sign in to start the investment process.'),
    ).toBeVisible();
    expect(within(shown).queryByText('Please sign in to express interest')).toBeNull();
  });

  it("sends one interest per chosen unit, and 'Invest' needs exactly one unit", async () => {
    const { events, fetchStub } = setup();
    await events.click(await unitBarInvest());
    expect(within(await toast()).getByText('Single Unit Investment')).toBeVisible();

    await events.click(screen.getByRole('checkbox', { name: 'Select unit A-101' }));
    await events.click(screen.getByRole('checkbox', { name: 'Select unit A-102' }));
    expect(screen.getByText('2 unit(s) selected')).toBeVisible();
    await events.click(await unitBarInvest());
    expect(
      within(await toast()).getByText('Please select exactly one unit for direct investment'),
    ).toBeVisible();

    const bar = screen.getByText('2 unit(s) selected').parentElement as HTMLElement;
    await events.click(within(bar).getByRole('button', { name: 'Express Interest' }));
    const dialog = screen.getByRole('dialog', { name: 'Express Interest in 2 unit(s)' });
    await events.type(within(dialog).getByLabelText(/Investment Amount/), '3000');
    await events.click(within(dialog).getByRole('combobox', { name: /Preferred Contact Method/ }));
    await events.click(screen.getByRole('option', { name: 'Email' }));
    await events.type(within(dialog).getByLabelText(/Email Address/), 'ama@example.com');
    await events.click(within(dialog).getByRole('button', { name: 'Submit Interest' }));

    await waitFor(() =>
      expect(sentBodies(fetchStub, 'POST', '/api/project-interests')).toHaveLength(2),
    );
    expect(sentBodies(fetchStub, 'POST', '/api/project-interests')).toEqual([
      expect.objectContaining({ unitId: 11, interestType: 'multiple_units', unitsRequested: 2 }),
      expect.objectContaining({ unitId: 12, interestType: 'multiple_units', unitsRequested: 2 }),
    ]);
    await waitFor(() => expect(screen.getByText('0 unit(s) selected')).toBeVisible());
  });
});

describe('Direct Investment card', () => {
  const card = () => screen.getByRole('region', { name: 'Direct Investment' });

  it('sends a visitor to sign in', async () => {
    setup({ user: null });
    await screen.findByRole('heading', { level: 1 });
    expect(
      within(card()).getByText('Please sign in to start the investment process.'),
    ).toBeVisible();
    expect(within(card()).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/signin',
    );
  });

  it.each([
    [
      null,
      'Identity verification is required to make investments and protect your funds.',
      'Verify Identity',
    ],
    [
      kycRecord({ status: 'under_review', isVerified: false }),
      /being reviewed/,
      'View Verification Status',
    ],
    [kycRecord({ status: 'rejected', isVerified: false }), /was rejected/, 'Resubmit Verification'],
    [
      kycRecord({ status: 'requires_additional_info', isVerified: false }),
      'More information is needed to complete your identity verification.',
      'Provide Information',
    ],
    [
      kycRecord({ status: 'approved', isVerified: false, isExpired: true }),
      /has expired/,
      'Renew Verification',
    ],
  ])('holds an unverified user at the KYC gate (%#)', async (kyc, message, action) => {
    setup({ kyc });
    await screen.findByRole('heading', { level: 1 });
    expect(await within(card()).findByText(message)).toBeVisible();
    expect(within(card()).getByRole('link', { name: action })).toHaveAttribute(
      'href',
      '/kyc-verification',
    );
    expect(within(card()).queryByLabelText(/Investment Amount/)).not.toBeInTheDocument();
  });

  it('lets the admin past the gate without asking for a KYC record', async () => {
    const { fetchStub } = setup({ user: admin, kyc: null });
    await screen.findByRole('heading', { level: 1 });
    expect(await within(card()).findByLabelText(/Investment Amount/)).toBeVisible();
    expect(requestedRoutes(fetchStub).filter((route) => route.startsWith('GET /api/kyc'))).toEqual(
      [],
    );
  });

  it('invests through confirmation, payment information and success, with one idempotency key', async () => {
    const { events, fetchStub } = setup();
    await screen.findByRole('heading', { level: 1 });
    await events.click(await screen.findByRole('checkbox', { name: 'Select unit A-101' }));
    await events.click(await unitBarInvest());
    const amount = await within(card()).findByLabelText(/Investment Amount/);
    const proceed = within(card()).getByRole('button', {
      name: 'Proceed to Investment Confirmation',
    });

    expect(within(card()).getByText(/Minimum:/)).toHaveTextContent('Minimum: $5,000.00');
    await events.type(amount, '4999');
    expect(proceed).toBeDisabled();
    await events.clear(amount);
    await events.type(amount, '6000');
    const summary = within(card()).getByRole('region', { name: 'Investment Summary' });
    // The profit model: 6,000 of a 120,000 unit owns 5% of a profit of 18-24% of its price.
    expect(within(summary).getByText('5.00%')).toBeVisible();
    expect(within(summary).getByText('$1,080.00')).toBeVisible();
    expect(within(summary).getByText('$1,440.00')).toBeVisible();
    expect(summary).toHaveTextContent(
      "Assumes the unit's profit (its sold price minus its price of $120,000.00 and the costs of the sale) is 18–24% of its price, $21,600.00–$28,800.00; your share is your 5.00% of it.",
    );
    await events.click(proceed);

    const dialog = screen.getByRole('dialog', { name: 'Confirm Your Investment' });
    expect(within(dialog).getByText('Legon Court Residences')).toBeVisible();
    expect(within(dialog).getByText('A-101')).toBeVisible();
    expect(within(dialog).getByText('$6,000.00')).toBeVisible();
    expect(within(dialog).getByText('5.00%')).toBeVisible();
    // The dialog shows the same expected share as the card, and what it assumes.
    expect(within(dialog).getByText('$1,080.00')).toBeVisible();
    expect(dialog).toHaveTextContent('is 18–24% of its price, $21,600.00–$28,800.00');
    const toPayment = within(dialog).getByRole('button', { name: 'Proceed to Payment' });
    expect(toPayment).toBeDisabled();
    await events.click(within(dialog).getByRole('checkbox', { name: /I am satisfied/ }));
    await events.click(toPayment);

    const payment = await screen.findByRole('dialog', { name: 'Payment Information' });
    expect(
      await screen.findByText('Your investment has been submitted for admin confirmation.'),
    ).toBeVisible();
    expect(within(payment).getByText('INV-7K2M9Q')).toBeVisible();
    expect(within(payment).getByRole('heading', { name: 'Bank Transfer' })).toBeVisible();
    expect(within(payment).getByRole('heading', { name: 'Mobile Money' })).toBeVisible();
    expect(
      within(payment).getByText(
        new RegExp(`within ${PAYMENT_DEADLINE_DAYS} days, by Nov 29, 2026`),
      ),
    ).toBeVisible();
    expect(within(payment).getByText(/awaits admin confirmation/)).toBeVisible();
    const [body] = sentBodies(fetchStub, 'POST', '/api/investments');
    expect(body).toEqual(
      expect.objectContaining({ projectId: 1, unitId: 11, userId: investor.id, amount: '6000.00' }),
    );
    const [headers] = sentHeaders(fetchStub, 'POST', '/api/investments');
    expect(headers?.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);

    await events.click(
      within(payment).getByRole('button', { name: 'I Have Made a Note of These Details' }),
    );
    const success = screen.getByRole('dialog', { name: 'Investment Submitted' });
    await events.click(within(success).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card()).getByLabelText(/Investment Amount/)).toHaveValue('');
  });

  it('shows no broken image in the confirmation when the project image does not load', async () => {
    const { events } = setup({
      project: makeProject({ imageUrl: 'https://images.example/legon-court.jpg' }),
    });
    await screen.findByRole('heading', { level: 1 });
    await events.click(await screen.findByRole('checkbox', { name: 'Select unit A-101' }));
    await events.click(await unitBarInvest());
    await events.type(await within(card()).findByLabelText(/Investment Amount/), '6000');
    await events.click(
      within(card()).getByRole('button', { name: 'Proceed to Investment Confirmation' }),
    );

    const dialog = screen.getByRole('dialog', { name: 'Confirm Your Investment' });
    const picture = within(dialog).getByRole('img', { name: 'Legon Court Residences' });
    fireEvent.error(picture);
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(within(dialog).getByText('A-101')).toBeVisible();
  });

  it("shows 'Investment Failed' with the server's message and stays on confirmation", async () => {
    const { events } = setup({
      investment: { status: 400, body: { message: 'Minimum investment is $5,000.00' } },
    });
    await screen.findByRole('heading', { level: 1 });
    const amount = await within(card()).findByLabelText(/Investment Amount/);
    await events.click(within(card()).getByRole('combobox', { name: 'Unit' }));
    await events.click(screen.getByRole('option', { name: /A-101/ }));
    await events.type(amount, '5000');
    await events.click(
      within(card()).getByRole('button', { name: 'Proceed to Investment Confirmation' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirm Your Investment' });
    await events.click(within(dialog).getByRole('checkbox', { name: /I am satisfied/ }));
    await events.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));

    const shown = await toast();
    expect(within(shown).getByText('Investment Failed')).toBeVisible();
    expect(within(shown).getByText('Minimum investment is $5,000.00')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Confirm Your Investment' })).toBeVisible();
  });
});
