import { rm } from 'node:fs/promises';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  KYC_MESSAGES,
  type TKycRecord,
} from '@coinvest/contract';
import { createKycVerification } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isKycCurrent, mayTakeGuardedAction } from '../src/features/kyc/kyc-gate';
import { auditRecordsOf, signedInAdmin, signedInUser, type Caller } from './admin-fixtures';
import type { TestApi } from './helpers';
import { downloadDocument, PDF, startKycTestApi, submitKyc } from './kyc-fixtures';

const M = KYC_MESSAGES;
const DAY_MS = 24 * 60 * 60 * 1000;

let api: TestApi;
let storageDir: string;
let admin: Caller;

beforeAll(async () => {
  ({ api, storageDir } = await startKycTestApi());
  admin = await signedInAdmin(api);
});
afterAll(async () => {
  await api.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** A user who submitted through the API, with their pending record. */
async function submittedUser(): Promise<{ caller: Caller; record: TKycRecord }> {
  const caller = await signedInUser(api);
  const response = await submitKyc(api, caller.token, { userId: caller.user.id });
  if (response.status !== 201) throw new Error(`Submission failed: ${response.status}`);
  return { caller, record: response.body as unknown as TKycRecord };
}

function notificationsOf(userId: number) {
  return api.db
    .selectFrom('notifications')
    .select(['title', 'message'])
    .where('userId', '=', userId)
    .execute();
}

describe('GET /api/kyc/{userId} and the documents: owner and admin only', () => {
  it('gives null to a user who has not submitted', async () => {
    const caller = await signedInUser(api);
    const response = await caller.client.kyc.getKyc({ params: { userId: String(caller.user.id) } });
    expect(response).toMatchObject({ status: 200, body: null });
  });

  it("refuses another user's record and files, and lets the admin see both", async () => {
    const { caller, record } = await submittedUser();
    const stranger = await signedInUser(api);

    const refused = await stranger.client.kyc.getKyc({
      params: { userId: String(caller.user.id) },
    });
    expect(refused.status).toBe(403);
    for (const link of Object.values(record.documents)) {
      if (!link) continue;
      expect((await downloadDocument(api, stranger.token, link.url)).status).toBe(403);
      expect((await downloadDocument(api, null, link.url)).status).toBe(401);
    }

    const seen = await admin.client.kyc.getKyc({ params: { userId: String(caller.user.id) } });
    expect(seen).toMatchObject({ status: 200, body: { id: record.id, userId: caller.user.id } });
    const proof = await downloadDocument(api, admin.token, record.documents.proofOfAddress.url);
    expect(proof.status).toBe(200);
    expect(proof.contentType).toBe('application/pdf');
    expect(proof.bytes.equals(PDF)).toBe(true);
  });

  it('sends every document as a sandboxed download, the PDF and the pictures alike', async () => {
    const { record } = await submittedUser();
    const links = Object.values(record.documents).filter((link) => link !== null);
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) {
      const file = await downloadDocument(api, admin.token, link.url);
      expect(file.status, link.url).toBe(200);
      expect(file.headers.get('content-disposition'), link.url).toMatch(/^attachment; filename="/);
      expect(file.headers.get('content-security-policy'), link.url).toBe(
        "sandbox; default-src 'none'",
      );
      expect(file.headers.get('x-content-type-options'), link.url).toBe('nosniff');
    }
  });

  it('asks a visitor to sign in', async () => {
    const response = await api.client.kyc.getKyc({ params: { userId: String(admin.user.id) } });
    expect(response.status).toBe(401);
  });

  it('answers 404 for a record or file that does not exist', async () => {
    const missing = await downloadDocument(api, admin.token, '/api/kyc/999999/documents/selfie');
    expect(missing.status).toBe(404);
    const caller = await signedInUser(api);
    // A record without a back of ID.
    const row = await createKycVerification(api.db, { userId: caller.user.id });
    const back = await downloadDocument(
      api,
      caller.token,
      `/api/kyc/${row.id}/documents/documentBack`,
    );
    expect(back.status).toBe(404);
    const unknown = await downloadDocument(
      api,
      caller.token,
      `/api/kyc/${row.id}/documents/passport`,
    );
    expect(unknown.status).toBe(400);
  });
});

describe('GET /api/secure-admin/kyc-pending', () => {
  it('lists pending and under_review records with username and e-mail, nothing decided', async () => {
    const { caller, record } = await submittedUser();
    const underReview = await createKycVerification(api.db, { status: 'under_review' });
    const approved = await createKycVerification(api.db, { status: 'approved' });
    const rejected = await createKycVerification(api.db, { status: 'rejected' });

    const response = await admin.client.kyc.listPendingKyc();
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    const ids = response.body.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([record.id, underReview.id]));
    expect(ids).not.toContain(approved.id);
    expect(ids).not.toContain(rejected.id);
    expect(response.body.find((item) => item.id === record.id)).toMatchObject({
      username: caller.user.username,
      email: caller.user.email,
      fullName: 'Ama Owusu',
      status: 'pending',
    });
  });

  it('is admin only', async () => {
    const user = await signedInUser(api);
    expect((await user.client.kyc.listPendingKyc()).status).toBe(403);
    expect((await api.client.kyc.listPendingKyc()).status).toBe(401);
  });
});

describe('approve and reject', () => {
  it('approves with the default note, for a year, notifying the user, audited', async () => {
    const { caller, record } = await submittedUser();
    const before = Date.now();
    const response = await admin.client.kyc.approveKyc({
      params: { kycId: String(record.id) },
      body: { reviewNotes: '  ', verificationMethod: 'manual' },
    });
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    const approved = response.body;
    expect(approved).toMatchObject({
      status: 'approved',
      reviewNotes: M.kycDefaultApprovalNote,
      isVerified: true,
      isExpired: false,
      canResubmit: false,
    });
    const approvedAt = new Date(approved.approvedAt ?? '').getTime();
    expect(approvedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(approved.reviewedAt).toBe(approved.approvedAt);
    const expiresAt = new Date(approved.expiresAt ?? '').getTime();
    expect(expiresAt - approvedAt).toBeGreaterThanOrEqual(365 * DAY_MS);
    expect(expiresAt - approvedAt).toBeLessThanOrEqual(366 * DAY_MS);
    const row = await api.db
      .selectFrom('kycVerifications')
      .select('reviewedBy')
      .where('id', '=', record.id)
      .executeTakeFirstOrThrow();
    expect(row.reviewedBy).toBe(admin.user.id);

    expect(await notificationsOf(caller.user.id)).toEqual([
      { title: M.kycApprovedTitle, message: M.kycApprovedNotification },
    ]);
    const audit = await auditRecordsOf(api.db, AUDIT_ENTITY_TYPES.kycVerification, record.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: AUDIT_ACTIONS.kycApprove,
      actorUserId: admin.user.id,
      before: expect.objectContaining({ status: 'pending' }) as unknown,
      after: expect.objectContaining({ status: 'approved' }) as unknown,
    });

    const seen = await caller.client.kyc.getKyc({ params: { userId: String(caller.user.id) } });
    expect(seen.body).toMatchObject({ status: 'approved', isVerified: true });
    expect(await mayTakeGuardedAction(api.db, { id: caller.user.id, role: 'user' })).toBe(true);
  });

  it('keeps notes the admin wrote', async () => {
    const { record } = await submittedUser();
    const response = await admin.client.kyc.approveKyc({
      params: { kycId: String(record.id) },
      body: { reviewNotes: 'Met at the Osu office', verificationMethod: 'manual' },
    });
    expect(response.body).toMatchObject({ reviewNotes: 'Met at the Osu office' });
  });

  it('requires a reason to reject, then rejects with it, notifying the user, audited', async () => {
    const { caller, record } = await submittedUser();
    for (const rejectionReason of ['', '   ']) {
      const refused = await admin.client.kyc.rejectKyc({
        params: { kycId: String(record.id) },
        body: { rejectionReason, reviewNotes: '' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ message: M.kycRejectionReasonRequired });
    }
    const missing = await fetch(`${api.baseUrl}/api/secure-admin/kyc/${record.id}/reject`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reviewNotes: 'x' }),
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: M.kycRejectionReasonRequired });
    expect(await notificationsOf(caller.user.id)).toEqual([]);

    const response = await admin.client.kyc.rejectKyc({
      params: { kycId: String(record.id) },
      body: { rejectionReason: 'The selfie is blurred', reviewNotes: 'Ask for a new selfie' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The selfie is blurred',
      reviewNotes: 'Ask for a new selfie',
      approvedAt: null,
      expiresAt: null,
      canResubmit: true,
    });
    expect(await notificationsOf(caller.user.id)).toEqual([
      { title: M.kycRejectedTitle, message: `${M.kycRejectedNotification} The selfie is blurred` },
    ]);
    const audit = await auditRecordsOf(api.db, AUDIT_ENTITY_TYPES.kycVerification, record.id);
    expect(audit.map((entry) => entry.action)).toEqual([AUDIT_ACTIONS.kycReject]);

    // The user sees the reason and may submit again.
    const seen = await caller.client.kyc.getKyc({ params: { userId: String(caller.user.id) } });
    expect(seen.body).toMatchObject({
      rejectionReason: 'The selfie is blurred',
      canResubmit: true,
    });
    const again = await submitKyc(api, caller.token, { userId: caller.user.id });
    expect(again.status).toBe(201);
  });

  it('decides only pending and under_review records', async () => {
    const { record } = await submittedUser();
    await admin.client.kyc.approveKyc({
      params: { kycId: String(record.id) },
      body: { reviewNotes: '', verificationMethod: 'manual' },
    });
    const again = await admin.client.kyc.approveKyc({
      params: { kycId: String(record.id) },
      body: { reviewNotes: '', verificationMethod: 'manual' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: M.kycNotReviewable });
    const reject = await admin.client.kyc.rejectKyc({
      params: { kycId: String(record.id) },
      body: { rejectionReason: 'Too late', reviewNotes: '' },
    });
    expect(reject.status).toBe(409);
    expect(
      await auditRecordsOf(api.db, AUDIT_ENTITY_TYPES.kycVerification, record.id),
    ).toHaveLength(1);

    const underReview = await createKycVerification(api.db, { status: 'under_review' });
    const decided = await admin.client.kyc.rejectKyc({
      params: { kycId: String(underReview.id) },
      body: { rejectionReason: 'Document unreadable', reviewNotes: '' },
    });
    expect(decided.status).toBe(200);

    const missing = await admin.client.kyc.approveKyc({
      params: { kycId: '999999' },
      body: { reviewNotes: '', verificationMethod: 'manual' },
    });
    expect(missing.status).toBe(404);
  });

  it('is admin only: 401 for a visitor, 403 for a user, the record untouched', async () => {
    const { caller, record } = await submittedUser();
    const approve = {
      params: { kycId: String(record.id) },
      body: { reviewNotes: '', verificationMethod: 'manual' as const },
    };
    const reject = {
      params: { kycId: String(record.id) },
      body: { rejectionReason: 'No', reviewNotes: '' },
    };
    expect((await api.client.kyc.approveKyc(approve)).status).toBe(401);
    expect((await api.client.kyc.rejectKyc(reject)).status).toBe(401);
    expect((await caller.client.kyc.approveKyc(approve)).status).toBe(403);
    expect((await caller.client.kyc.rejectKyc(reject)).status).toBe(403);
    const seen = await caller.client.kyc.getKyc({ params: { userId: String(caller.user.id) } });
    expect(seen.body).toMatchObject({ status: 'pending' });
    expect(await auditRecordsOf(api.db, AUDIT_ENTITY_TYPES.kycVerification, record.id)).toEqual([]);
  });
});

describe('expiry', () => {
  it('makes a verified user unverified again once expiresAt has passed', async () => {
    const { caller, record } = await submittedUser();
    await admin.client.kyc.approveKyc({
      params: { kycId: String(record.id) },
      body: { reviewNotes: '', verificationMethod: 'manual' },
    });
    const user = { id: caller.user.id, role: 'user' as const };
    expect(await mayTakeGuardedAction(api.db, user)).toBe(true);

    await api.db
      .updateTable('kycVerifications')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', record.id)
      .execute();

    expect(await mayTakeGuardedAction(api.db, user)).toBe(false);
    const seen = await caller.client.kyc.getKyc({ params: { userId: String(caller.user.id) } });
    expect(seen.body).toMatchObject({
      status: 'approved',
      isExpired: true,
      isVerified: false,
      canResubmit: true,
    });
    // The admin is never held by the gate.
    expect(await mayTakeGuardedAction(api.db, { id: admin.user.id, role: 'admin' })).toBe(true);
  });

  it('isKycCurrent: approved and unexpired only', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const later = new Date(now.getTime() + DAY_MS);
    const earlier = new Date(now.getTime() - DAY_MS);
    expect(isKycCurrent({ status: 'approved', expiresAt: later }, now)).toBe(true);
    expect(isKycCurrent({ status: 'approved', expiresAt: earlier }, now)).toBe(false);
    expect(isKycCurrent({ status: 'approved', expiresAt: now }, now)).toBe(false);
    expect(isKycCurrent({ status: 'pending', expiresAt: later }, now)).toBe(false);
    expect(isKycCurrent(undefined, now)).toBe(false);
  });
});
