import { KYC_MESSAGES } from '@coinvest/contract';
import {
  requestedRoutes,
  sentBodies,
  sentHeaders,
  stubFetch,
  type StubbedResponse,
} from '@coinvest/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderApp, storeSession } from '../../test/render';

const admin = makeUser({ id: 1, role: 'admin', username: 'boss' });

function makeItem(overrides: Record<string, unknown> = {}) {
  return {
    id: 41,
    userId: 7,
    username: 'ama_mensah',
    email: 'ama@example.com',
    fullName: 'Ama Mensah',
    dateOfBirth: '1990-04-12',
    nationality: 'gh',
    phoneNumber: '+233241234567',
    address: '12 Lagos Avenue, East Legon',
    city: 'Accra',
    postalCode: 'GA-123',
    country: 'ghana',
    documentType: 'passport',
    documentNumber: 'G1234567',
    documentExpiryDate: '2032-01-31',
    proofOfAddressType: 'utility_bill',
    proofOfAddressDate: '2026-10-01',
    sourceOfFunds: 'employment',
    sourceOfFundsDetails: null,
    employmentStatus: 'employed',
    occupation: 'Engineer',
    annualIncome: '54000.00',
    isPoliticallyExposed: false,
    politicalExposureDetails: null,
    status: 'pending',
    isExpired: false,
    isVerified: false,
    canResubmit: false,
    verificationLevel: 'basic',
    reviewNotes: null,
    rejectionReason: null,
    submittedAt: '2026-11-22T10:00:00.000Z',
    reviewedAt: null,
    approvedAt: null,
    expiresAt: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    documents: {
      documentFront: { url: '/api/kyc/41/documents/documentFront', contentType: 'image/png' },
      documentBack: null,
      proofOfAddress: {
        url: '/api/kyc/41/documents/proofOfAddress',
        contentType: 'application/pdf',
      },
      selfie: { url: '/api/kyc/41/documents/selfie', contentType: 'image/jpeg' },
    },
    ...overrides,
  };
}

async function openKyc(
  routes: Record<string, StubbedResponse | ((body: unknown) => StubbedResponse)>,
) {
  storeSession(admin, 'admin-token');
  const fetchStub = stubFetch({ 'GET /api/auth/user': { status: 200, body: admin }, ...routes });
  renderApp('/');
  await userEvent.click(await screen.findByRole('tab', { name: 'KYC' }));
  return fetchStub;
}

const documentRoutes = {
  'GET /api/kyc/41/documents/documentFront': { status: 200, body: 'png' },
  'GET /api/kyc/41/documents/selfie': { status: 200, body: 'jpeg' },
};

describe('KYC tab', () => {
  // The panel turns each fetched image into an object URL: a fixed one here, to find it by.
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:doc');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it("says 'All Caught Up!' when nothing waits", async () => {
    await openKyc({ 'GET /api/secure-admin/kyc-pending': { status: 200, body: [] } });
    expect(await screen.findByText('All Caught Up!')).toBeInTheDocument();
    expect(screen.getByText('No pending KYC verifications to review.')).toBeInTheDocument();
    expect(screen.getByText('0 pending')).toBeInTheDocument();
  });

  it("downloads a PDF document with the token rather than opening it under the page's policy", async () => {
    const fetchStub = await openKyc({
      'GET /api/secure-admin/kyc-pending': { status: 200, body: [makeItem()] },
      'GET /api/kyc/41/documents/proofOfAddress': { status: 200, body: '%PDF-1.7' },
      ...documentRoutes,
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download Proof of Address (PDF)' }),
    );

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.href).toBe('blob:doc');
    expect(anchor.download).toBe('Proof of Address.pdf');
    expect(
      sentHeaders(fetchStub, 'GET', '/api/kyc/41/documents/proofOfAddress')[0]?.get(
        'authorization',
      ),
    ).toBe('Bearer admin-token');
    click.mockRestore();
  });

  it('shows every field and the documents, fetched with the token', async () => {
    const fetchStub = await openKyc({
      'GET /api/secure-admin/kyc-pending': { status: 200, body: [makeItem()] },
      ...documentRoutes,
    });
    expect(await screen.findByRole('heading', { name: 'KYC Management' })).toBeInTheDocument();
    expect(screen.getByText('1 pending')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Review: Ama Mensah' })).toBeInTheDocument();
    for (const value of [
      'ama@example.com',
      'G1234567',
      '12 Lagos Avenue, East Legon',
      '$54,000.00',
      // The form's codes ('gh', 'ghana', 'utility_bill', ...) by their labels, dates as dates.
      'Ghanaian',
      'Ghana',
      'Passport',
      'Utility Bill',
      'Employment',
      'Employed',
      'Apr 12, 1990',
    ]) {
      expect(screen.getAllByText(value, { exact: false }).length).toBeGreaterThan(0);
    }
    for (const code of ['gh', 'utility_bill', 'employment', '54000.00', '1990-04-12']) {
      expect(screen.queryByText(code)).toBeNull();
    }
    expect(screen.getByText(/Pending$/)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Front of ID' })).toHaveAttribute(
      'src',
      'blob:doc',
    );
    expect(screen.getByText('Not provided')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        sentHeaders(fetchStub, 'GET', '/api/kyc/41/documents/documentFront')[0]?.get(
          'authorization',
        ),
      ).toBe('Bearer admin-token'),
    );
  });

  it('refuses to reject without a reason, then rejects with it', async () => {
    const fetchStub = await openKyc({
      'GET /api/secure-admin/kyc-pending': { status: 200, body: [makeItem()] },
      'PATCH /api/secure-admin/kyc/41/reject': {
        status: 200,
        body: makeItem({ status: 'rejected' }),
      },
      ...documentRoutes,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejection Reason Required')).toBeInTheDocument();
    expect(screen.getAllByText(KYC_MESSAGES.kycRejectionReasonRequired).length).toBeGreaterThan(0);
    expect(requestedRoutes(fetchStub)).not.toContain('PATCH /api/secure-admin/kyc/41/reject');

    await userEvent.type(screen.getByLabelText('Rejection Reason'), 'Blurred photo');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('KYC Rejected')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'PATCH', '/api/secure-admin/kyc/41/reject')).toEqual([
      { rejectionReason: 'Blurred photo', reviewNotes: '' },
    ]);
  });

  it('approves with the notes and the manual method', async () => {
    const fetchStub = await openKyc({
      'GET /api/secure-admin/kyc-pending': { status: 200, body: [makeItem()] },
      'PATCH /api/secure-admin/kyc/41/approve': {
        status: 200,
        body: makeItem({ status: 'approved' }),
      },
      ...documentRoutes,
    });
    await userEvent.type(await screen.findByLabelText('Review Notes'), 'Met in Accra office');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('KYC Approved')).toBeInTheDocument();
    expect(sentBodies(fetchStub, 'PATCH', '/api/secure-admin/kyc/41/approve')).toEqual([
      { reviewNotes: 'Met in Accra office', verificationMethod: 'manual' },
    ]);
  });

  it("says 'Approval Failed' when the server refuses", async () => {
    await openKyc({
      'GET /api/secure-admin/kyc-pending': { status: 200, body: [makeItem()] },
      'PATCH /api/secure-admin/kyc/41/approve': {
        status: 409,
        body: { message: KYC_MESSAGES.kycNotReviewable },
      },
      ...documentRoutes,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approval Failed')).toBeInTheDocument();
    expect(screen.getByText(KYC_MESSAGES.kycNotReviewable)).toBeInTheDocument();
  });
});
