import type { TKycRecord } from '@coinvest/contract';
import { makeUser, storeSession, stubFetch } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currencyRatesRoute } from '../../lib/currency/testing';
import { renderApp } from '../../test/render';

const investor = makeUser();

const link = (document: string, contentType = 'image/jpeg') => ({
  url: `/api/kyc/3/documents/${document}`,
  contentType,
});

const rejected = {
  id: 3,
  userId: investor.id,
  fullName: 'Ama Mensah',
  dateOfBirth: '1990-04-12',
  nationality: 'gh',
  phoneNumber: '+233241234567',
  address: '7 Oxford Street, Osu',
  city: 'Accra',
  postalCode: 'GA-123',
  country: 'ghana',
  documentType: 'passport',
  documentNumber: 'G7654321',
  documentExpiryDate: '2032-01-31',
  proofOfAddressType: 'bank_statement',
  proofOfAddressDate: '2026-10-01',
  sourceOfFunds: 'employment',
  sourceOfFundsDetails: 'Salary',
  employmentStatus: 'employed',
  occupation: 'Architect',
  annualIncome: '85000.00',
  isPoliticallyExposed: false,
  politicalExposureDetails: null,
  status: 'rejected',
  isExpired: false,
  isVerified: false,
  canResubmit: true,
  rejectionReason: 'Blurred selfie',
  reviewNotes: null,
  submittedAt: '2026-11-20T10:00:00.000Z',
  expiresAt: null,
  documents: {
    documentFront: link('documentFront'),
    documentBack: null,
    proofOfAddress: link('proofOfAddress', 'application/pdf'),
    selfie: link('selfie'),
  },
} as unknown as TKycRecord;

/** Records what the uploader sends; the answer is left pending. */
class FakeRequest {
  static sent: FormData[] = [];
  upload = {};
  open() {}
  setRequestHeader() {}
  send(body: FormData) {
    FakeRequest.sent.push(body);
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('resubmitting a verification', () => {
  it('starts from what was sent and keeps the documents that are not replaced', async () => {
    FakeRequest.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    storeSession(investor);
    stubFetch({
      ...currencyRatesRoute,
      'GET /api/auth/user': { status: 200, body: investor },
      [`GET /api/kyc/${investor.id}`]: { status: 200, body: rejected },
      [`GET /api/notifications/${investor.id}`]: { status: 200, body: [] },
      [`GET /api/notifications/${investor.id}/unread-count`]: { status: 200, body: { count: 0 } },
    });
    renderApp('/kyc-verification');
    const user = userEvent.setup({ applyAccept: false });

    await user.click(await screen.findByRole('button', { name: 'Resubmit Documents' }));
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ama Mensah');
    expect(screen.getByLabelText('Nationality')).toHaveValue('gh');
    for (let step = 0; step < 4; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(screen.getByRole('heading', { name: 'Document Upload' })).toBeInTheDocument();
    expect(
      screen.getAllByText('The document you sent before is kept unless you choose another.'),
    ).toHaveLength(3);

    const selfie = new File(['png'], 'sharp-selfie.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Selfie'), selfie);
    expect(screen.getByText('sharp-selfie.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Verification' }));

    expect(FakeRequest.sent).toHaveLength(1);
    const body = FakeRequest.sent[0]!;
    expect(body.get('fullName')).toBe('Ama Mensah');
    expect(body.get('annualIncome')).toBe('85000.00');
    expect((body.get('selfie') as File).name).toBe('sharp-selfie.png');
    expect(body.get('documentFront')).toBeNull();
    expect(body.get('proofOfAddress')).toBeNull();
    expect(screen.queryByText(/Please upload/)).not.toBeInTheDocument();
  });

  it('shows each document input as a drop zone naming the chosen file, reachable by keyboard', async () => {
    storeSession(investor);
    stubFetch({
      ...currencyRatesRoute,
      'GET /api/auth/user': { status: 200, body: investor },
      [`GET /api/kyc/${investor.id}`]: { status: 200, body: rejected },
      [`GET /api/notifications/${investor.id}`]: { status: 200, body: [] },
      [`GET /api/notifications/${investor.id}/unread-count`]: { status: 200, body: { count: 0 } },
    });
    renderApp('/kyc-verification');
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Resubmit Documents' }));
    for (let step = 0; step < 4; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }

    const back = screen.getByLabelText('Back of ID (optional)');
    expect(back).toHaveAttribute('type', 'file');
    const zone = back.closest('label')!;
    expect(within(zone).getByText('Choose a file or drop it here')).toBeInTheDocument();
    back.focus();
    expect(back).toHaveFocus();
    await user.upload(back, new File(['%PDF-1.4'], 'id-back.pdf', { type: 'application/pdf' }));
    expect(within(zone).getByText('id-back.pdf')).toBeInTheDocument();
  });
});
