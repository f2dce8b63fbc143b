import { KYC_MESSAGES, type TKycRecord } from '@coinvest/contract';
import { makeUser, storeSession, stubFetch } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { currencyRatesRoute } from '../../../lib/currency/testing';
import { en } from '../../../i18n/locales/en';

const investor = makeUser();

function kycRecord(overrides: Partial<TKycRecord>): TKycRecord {
  return {
    id: 3,
    userId: investor.id,
    status: 'pending',
    isExpired: false,
    isVerified: false,
    canResubmit: false,
    rejectionReason: null,
    reviewNotes: null,
    submittedAt: '2026-11-20T10:00:00.000Z',
    expiresAt: null,
    ...overrides,
  } as TKycRecord;
}

function setup(kyc: TKycRecord | null, signedIn = true) {
  if (signedIn) storeSession(investor);
  stubFetch({
    ...currencyRatesRoute,
    'GET /api/auth/user': signedIn ? { status: 200, body: investor } : { status: 401 },
    [`GET /api/kyc/${investor.id}`]: { status: 200, body: kyc },
    'GET /api/notifications/7': { status: 200, body: [] },
    'GET /api/notifications/7/unread-count': { status: 200, body: { count: 0 } },
  });
  renderApp('/kyc-verification');
  return userEvent.setup({ applyAccept: false });
}

async function fillStepOne(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), 'Ama Mensah');
  await user.type(screen.getByLabelText('Date of Birth'), '1990-04-12');
  await user.selectOptions(screen.getByLabelText('Nationality'), 'gh');
  await user.type(screen.getByLabelText('Phone Number'), '+233241234567');
}

describe('/kyc-verification', () => {
  it('asks a visitor to sign in or create an account', async () => {
    setup(null, false);
    expect(await screen.findByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it.each([
    ['pending', 'Your verification has been submitted and is awaiting review.'],
    ['under_review', 'Your documents are being reviewed. This typically takes 2-3 business days.'],
    ['approved', 'Your identity is verified. You can join all investment opportunities.'],
    [
      'requires_additional_info',
      'More information or documents are needed to complete your verification.',
    ],
  ] as const)('shows the %s message', async (status, message) => {
    setup(kycRecord({ status }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renew Verification' })).not.toBeInTheDocument();
  });

  it('shows the rejection reason and offers to resubmit', async () => {
    setup(kycRecord({ status: 'rejected', canResubmit: true, rejectionReason: 'Blurred photo' }));
    expect(await screen.findByText('Blurred photo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resubmit Documents' })).toBeEnabled();
  });

  it('alerts when the verification has expired and offers to renew', async () => {
    setup(kycRecord({ status: 'approved', isExpired: true, canResubmit: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your verification has expired. Please update your documents to continue using the platform.',
    );
    expect(screen.getByRole('button', { name: 'Renew Verification' })).toBeEnabled();
  });

  it('keeps Next disabled until the step is valid, with the contract messages', async () => {
    const user = setup(null);
    await user.click(await screen.findByRole('button', { name: 'Start Verification' }));
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.type(screen.getByLabelText('Full Name'), 'A');
    await user.tab();
    expect(screen.getByText(KYC_MESSAGES.kycFullNameTooShort)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone Number'), '12345');
    await user.tab();
    expect(screen.getByText('Valid phone number is required')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Full Name'));
    await user.clear(screen.getByLabelText('Phone Number'));
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Address Details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.type(screen.getByLabelText('Street Address'), 'Short');
    await user.tab();
    expect(screen.getByText('Full address is required')).toBeInTheDocument();
  });

  it('shows the PEP details only when ticked, and refuses wrong files before sending', async () => {
    const user = setup(null);
    await user.click(await screen.findByRole('button', { name: 'Start Verification' }));
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Street Address'), '12 Lagos Avenue, East Legon');
    await user.type(screen.getByLabelText('City'), 'Accra');
    await user.type(screen.getByLabelText('Postal Code'), 'GA-123');
    await user.selectOptions(screen.getByLabelText('Country'), 'ghana');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(screen.getByLabelText('Document Type'), 'passport');
    await user.type(screen.getByLabelText('Document Number'), 'G1234567');
    await user.type(screen.getByLabelText('Document Expiry Date'), '2032-01-31');
    await user.selectOptions(screen.getByLabelText('Proof of Address Type'), 'utility_bill');
    await user.type(screen.getByLabelText('Proof of Address Date'), '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.queryByLabelText('Political Exposure Details (optional)')).toBeNull();
    await user.click(screen.getByLabelText('I am a politically exposed person (PEP)'));
    expect(screen.getByLabelText('Political Exposure Details (optional)')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Source of Funds'), 'employment');
    await user.selectOptions(screen.getByLabelText('Employment Status'), 'employed');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Step 5: a file over 10 MB or of the wrong type is refused before anything is sent.
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Front of ID'), big);
    expect(screen.getByText(KYC_MESSAGES.kycFileTooLarge)).toBeInTheDocument();
    expect(screen.queryByText('big.png')).toBeNull();

    const pdf = new File(['%PDF-1.4'], 'me.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Selfie'), pdf);
    expect(screen.getByText(KYC_MESSAGES.kycSelfieTypeInvalid)).toBeInTheDocument();

    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Proof of Address'), text);
    expect(screen.getByText(KYC_MESSAGES.kycFileTypeInvalid)).toBeInTheDocument();

    const bill = new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Proof of Address'), bill);
    expect(screen.getByText('bill.pdf')).toBeInTheDocument();
    expect(screen.getByText('1 KB')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit Verification' }));
    expect(await screen.findByText('Missing Documents')).toBeInTheDocument();
    expect(screen.getByText('Please upload: Front of ID, Selfie')).toBeInTheDocument();
  });

  it('offers every country of residence, the six first, and holds a Ghana Card number to its format', async () => {
    const user = setup(null);
    await user.click(await screen.findByRole('button', { name: 'Start Verification' }));
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const country = screen.getByLabelText('Country');
    const names = within(country)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names.slice(1, 7)).toEqual([
      'Ghana',
      'Nigeria',
      'United States',
      'United Kingdom',
      'Germany',
      'France',
    ]);
    expect(names).toContain('Canada');
    expect(names).toContain('United Arab Emirates');
    await user.type(screen.getByLabelText('Street Address'), '40 Bay Street, Apartment 12');
    await user.type(screen.getByLabelText('City'), 'Toronto');
    await user.type(screen.getByLabelText('Postal Code'), 'M5J 2X2');
    await user.selectOptions(country, 'Canada');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.selectOptions(screen.getByLabelText('Document Type'), 'national_id');
    await user.type(screen.getByLabelText('Document Number'), 'G1234567');
    await user.tab();
    expect(screen.getByText(KYC_MESSAGES.kycGhanaCardNumberInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Document Number'));
    await user.type(screen.getByLabelText('Document Number'), 'GHA-123456789-0');
    await user.tab();
    expect(screen.queryByText(KYC_MESSAGES.kycGhanaCardNumberInvalid)).toBeNull();
  });

  it('holds every KYC message of the contract, worded as the contract words it', () => {
    expect(en.kyc.validation).toEqual(KYC_MESSAGES);
  });
});
