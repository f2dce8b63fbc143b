import { rm } from 'node:fs/promises';
import { HTTP_MESSAGES, IMAGE_MESSAGES, KYC_MESSAGES, type TKycRecord } from '@coinvest/contract';
import { createKycVerification } from '@coinvest/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type Caller } from './admin-fixtures';
import type { TestApi } from './helpers';
import { pngBomb } from './image-bomb';
import {
  JPEG,
  PDF,
  PNG,
  downloadDocument,
  imageOf,
  jpegWithGpsExif,
  startKycTestApi,
  storedFiles,
  submitKyc,
  validFiles,
  type Submission,
  type UploadFile,
} from './kyc-fixtures';

const M = KYC_MESSAGES;

let api: TestApi;
let storageDir: string;

beforeAll(async () => {
  ({ api, storageDir } = await startKycTestApi());
});
afterAll(async () => {
  await api.close();
  await rm(storageDir, { recursive: true, force: true });
});

async function kycRowsOf(userId: number) {
  return api.db.selectFrom('kycVerifications').selectAll().where('userId', '=', userId).execute();
}

/**
 * Submits as a fresh user and expects a refusal that keeps nothing: no record, and the
 * storage folder exactly as it was.
 */
async function expectRefusedAndNothingKept(
  submission: Omit<Submission, 'userId'> & { userId?: number },
  expected: { status: number; message: string; path?: string },
) {
  const caller = await signedInUser(api);
  const before = await storedFiles(storageDir);
  const response = await submitKyc(api, caller.token, { userId: caller.user.id, ...submission });
  expect(response.status).toBe(expected.status);
  expect(response.body.message).toBe(expected.message);
  if (expected.path) {
    expect(response.body.issues).toContainEqual({ path: expected.path, message: expected.message });
  }
  expect(await kycRowsOf(caller.user.id)).toEqual([]);
  expect(await storedFiles(storageDir)).toEqual(before);
}

describe('POST /api/kyc/submit', () => {
  it('asks a visitor to sign in', async () => {
    const before = await storedFiles(storageDir);
    const response = await submitKyc(api, null, { userId: 1 });
    expect(response.status).toBe(401);
    expect(await storedFiles(storageDir)).toEqual(before);
  });

  it('creates a pending record whose files only its owner can download, typed by their bytes', async () => {
    const caller = await signedInUser(api);
    const response = await submitKyc(api, caller.token, {
      userId: caller.user.id,
      files: {
        ...validFiles(),
        // A PNG renamed .pdf and declared as a PDF is still a PNG.
        proofOfAddress: { name: 'bill.pdf', bytes: PNG, type: 'application/pdf' },
      },
    });
    expect(response.status).toBe(201);
    const record = response.body as unknown as TKycRecord;
    expect(record).toMatchObject({
      userId: caller.user.id,
      status: 'pending',
      fullName: 'Ama Owusu',
      annualIncome: '85000.00',
      isPoliticallyExposed: false,
      politicalExposureDetails: null,
      isExpired: false,
      isVerified: false,
      canResubmit: false,
      verificationLevel: 'basic',
    });
    expect(record.documents).toEqual({
      documentFront: {
        url: `/api/kyc/${record.id}/documents/documentFront`,
        contentType: 'image/jpeg',
      },
      documentBack: {
        url: `/api/kyc/${record.id}/documents/documentBack`,
        contentType: 'image/webp',
      },
      proofOfAddress: {
        url: `/api/kyc/${record.id}/documents/proofOfAddress`,
        contentType: 'image/png',
      },
      selfie: { url: `/api/kyc/${record.id}/documents/selfie`, contentType: 'image/png' },
    });
    // Storage keys never leave the server.
    expect(JSON.stringify(record)).not.toMatch(/kyc\/[0-9a-f-]{36}/);

    const proof = await downloadDocument(api, caller.token, record.documents.proofOfAddress.url);
    expect(proof.status).toBe(200);
    expect(proof.contentType).toBe('image/png');
    expect(await imageOf(proof.bytes)).toEqual(await imageOf(PNG));
    const front = await downloadDocument(api, caller.token, record.documents.documentFront.url);
    expect(front.contentType).toBe('image/jpeg');
    expect(await imageOf(front.bytes)).toEqual(await imageOf(JPEG));

    const fetched = await caller.client.kyc.getKyc({ params: { userId: String(caller.user.id) } });
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(record);
  });

  it('keeps the PEP details only for a politically exposed person', async () => {
    const pep = await signedInUser(api);
    const response = await submitKyc(api, pep.token, {
      userId: pep.user.id,
      fields: { isPoliticallyExposed: 'true', politicalExposureDetails: 'Former MP, 2012-2016' },
    });
    expect(response.body).toMatchObject({
      isPoliticallyExposed: true,
      politicalExposureDetails: 'Former MP, 2012-2016',
    });
    const notPep = await signedInUser(api);
    const other = await submitKyc(api, notPep.token, {
      userId: notPep.user.id,
      fields: { isPoliticallyExposed: 'false', politicalExposureDetails: 'Ignored' },
    });
    expect(other.body).toMatchObject({
      isPoliticallyExposed: false,
      politicalExposureDetails: null,
    });
  });

  it('takes optional fields as absent', async () => {
    const caller = await signedInUser(api);
    const response = await submitKyc(api, caller.token, {
      userId: caller.user.id,
      fields: { sourceOfFundsDetails: '', occupation: undefined, annualIncome: '' },
      files: { ...validFiles(), documentBack: undefined },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      sourceOfFundsDetails: null,
      occupation: null,
      annualIncome: null,
      documents: expect.objectContaining({ documentBack: null }) as unknown,
    });
  });
});

describe('field rules, each refused with its message and nothing kept', () => {
  const cases: [field: string, value: string | undefined, message: string][] = [
    ['fullName', 'A', M.kycFullNameTooShort],
    ['dateOfBirth', '', M.kycDateOfBirthRequired],
    ['dateOfBirth', '1990-02-30', M.kycDateOfBirthRequired],
    ['dateOfBirth', '2020-01-01', M.kycDateOfBirthTooYoung],
    ['nationality', undefined, M.kycNationalityRequired],
    ['nationality', 'xx', M.kycNationalityRequired],
    ['phoneNumber', '024412345', M.kycPhoneNumberInvalid],
    ['address', 'Osu Accra', M.kycAddressRequired],
    ['city', 'A', M.kycCityTooShort],
    ['postalCode', 'GA', M.kycPostalCodeTooShort],
    ['country', 'ghanaland', M.kycCountryRequired],
    ['documentType', 'library_card', M.kycDocumentTypeRequired],
    ['documentNumber', 'G123', M.kycDocumentNumberTooShort],
    ['documentExpiryDate', '', M.kycDocumentExpiryDateRequired],
    ['documentExpiryDate', '2020-01-01', M.kycDocumentExpired],
    ['proofOfAddressType', 'letter', M.kycProofOfAddressTypeRequired],
    ['proofOfAddressDate', '', M.kycProofOfAddressDateRequired],
    ['proofOfAddressDate', '2100-01-01', M.kycDateInFuture],
    ['proofOfAddressDate', '0000-01-01', M.kycDateOutOfRange],
    ['sourceOfFunds', 'lottery', M.kycSourceOfFundsRequired],
    ['employmentStatus', 'astronaut', M.kycEmploymentStatusRequired],
    ['annualIncome', '12.345', M.kycAnnualIncomeInvalid],
  ];
  it.each(cases)('%s = %j', async (field, value, message) => {
    await expectRefusedAndNothingKept(
      { fields: { [field]: value ?? '' } },
      { status: 400, message, path: field },
    );
  });

  it('accepts the shortest valid values of the minimum-length rules', async () => {
    const caller = await signedInUser(api);
    const response = await submitKyc(api, caller.token, {
      userId: caller.user.id,
      fields: {
        fullName: 'Al',
        phoneNumber: '0244123456',
        address: '1 Ring Rd',
        city: 'Ho',
        postalCode: 'GA1',
        documentNumber: 'A1234',
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([{ path: 'address', message: M.kycAddressRequired }]);
    const ok = await submitKyc(api, caller.token, {
      userId: caller.user.id,
      fields: {
        fullName: 'Al',
        phoneNumber: '0244123456',
        address: '1 Ring Rd.',
        city: 'Ho',
        postalCode: 'GA1',
        documentNumber: 'A1234',
      },
    });
    expect(ok.status).toBe(201);
  });
});

describe('country of residence and the Ghana Card', () => {
  it('takes any country of residence by its ISO code, beside the six named ones', async () => {
    const caller = await signedInUser(api);
    const response = await submitKyc(api, caller.token, {
      userId: caller.user.id,
      fields: { country: 'CA', city: 'Toronto', postalCode: 'M5J 2X2' },
    });
    expect(response.status).toBe(201);
    const stored = await api.db
      .selectFrom('kycVerifications')
      .select('country')
      .where('userId', '=', caller.user.id)
      .executeTakeFirstOrThrow();
    expect(stored.country).toBe('CA');
  });

  it("refuses a Ghanaian's national ID number not in the Ghana Card's format, and keeps nothing", async () => {
    await expectRefusedAndNothingKept(
      { fields: { nationality: 'gh', documentType: 'national_id', documentNumber: 'G7654321' } },
      { status: 400, message: M.kycGhanaCardNumberInvalid, path: 'documentNumber' },
    );
  });

  it("takes a Ghana Card number as printed, and another country's national ID as typed", async () => {
    for (const fields of [
      { nationality: 'gh', documentType: 'national_id', documentNumber: 'GHA-123456789-0' },
      { nationality: 'ng', documentType: 'national_id', documentNumber: '12345678901' },
    ]) {
      const caller = await signedInUser(api);
      const response = await submitKyc(api, caller.token, { userId: caller.user.id, fields });
      expect(response.status).toBe(201);
    }
  });
});

describe('file rules, each refused with nothing kept', () => {
  const textFile: UploadFile = {
    name: 'photo.jpg',
    bytes: Buffer.from('just some text\n'),
    type: 'image/jpeg',
  };

  it('refuses a form cut short after a file, or without a boundary, with 400 and keeps nothing', async () => {
    const caller = await signedInUser(api);
    const before = await storedFiles(storageDir);
    const cutShort =
      '--cut\r\nContent-Disposition: form-data; name="selfie"; filename="me.png"\r\n' +
      `Content-Type: image/png\r\n\r\n${PNG.toString('latin1')}\r\n--cut\r\n` +
      'Content-Disposition: form-data; name="documentFront"; filename="a.jpg"\r\n\r\nabc';
    for (const [contentType, body] of [
      ['multipart/form-data; boundary=cut', cutShort],
      ['multipart/form-data', '--cut\r\n\r\n'],
    ] as const) {
      const response = await fetch(`${api.baseUrl}/api/kyc/submit`, {
        method: 'POST',
        headers: { authorization: `Bearer ${caller.token}`, 'content-type': contentType },
        body: Buffer.from(body, 'latin1'),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: HTTP_MESSAGES.malformedMultipart });
    }
    expect(await kycRowsOf(caller.user.id)).toEqual([]);
    expect(await storedFiles(storageDir)).toEqual(before);
  });

  it('refuses a text file named .jpg', async () => {
    await expectRefusedAndNothingKept(
      { files: { ...validFiles(), documentFront: textFile } },
      { status: 400, message: M.kycFileTypeInvalid, path: 'documentFront' },
    );
  });

  it('refuses a faked type even after valid files were stored', async () => {
    // The bad file comes last, so three files were already stored and must be removed.
    await expectRefusedAndNothingKept(
      { files: { ...validFiles(), selfie: undefined }, extraFiles: [['selfie', textFile]] },
      { status: 400, message: M.kycSelfieTypeInvalid, path: 'selfie' },
    );
  });

  it('refuses a PDF selfie', async () => {
    await expectRefusedAndNothingKept(
      { files: { ...validFiles(), selfie: { name: 'me.png', bytes: PDF, type: 'image/png' } } },
      { status: 400, message: M.kycSelfieTypeInvalid, path: 'selfie' },
    );
  });

  it('refuses an 11 MB file', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024);
    PDF.copy(big);
    await expectRefusedAndNothingKept(
      { files: { ...validFiles(), proofOfAddress: { name: 'big.pdf', bytes: big } } },
      { status: 413, message: M.kycFileTooLarge },
    );
  });

  it('stores a photo without its EXIF (GPS position, camera), turned upright, and a PDF as sent', async () => {
    const caller = await signedInUser(api);
    const photo = await jpegWithGpsExif();
    expect(await imageOf(photo)).toMatchObject({
      orientation: 6,
      exif: expect.any(Buffer) as unknown,
    });
    const response = await submitKyc(api, caller.token, {
      userId: caller.user.id,
      files: { ...validFiles(), documentFront: { name: 'id-card.jpg', bytes: photo } },
    });
    expect(response.status).toBe(201);
    const record = response.body as unknown as TKycRecord;

    const front = await downloadDocument(api, caller.token, record.documents.documentFront.url);
    expect(front.contentType).toBe('image/jpeg');
    // Decodes, upright (the 40x20 photo shown rotated is 20x40), with no EXIF left at all.
    expect(await imageOf(front.bytes)).toEqual({
      format: 'jpeg',
      width: 20,
      height: 40,
      orientation: undefined,
      exif: undefined,
    });
    expect(front.bytes.includes('TestCam')).toBe(false);
    expect(front.bytes.includes('Exif')).toBe(false);

    const proof = await downloadDocument(api, caller.token, record.documents.proofOfAddress.url);
    expect(proof.bytes.equals(PDF)).toBe(true);
  });

  it('refuses an image bomb as the selfie (a small PNG declaring 16383 x 16383 pixels) with 413, after three stored files', async () => {
    await expectRefusedAndNothingKept(
      { files: { ...validFiles(), selfie: { name: 'me.png', bytes: pngBomb() } } },
      { status: 413, message: IMAGE_MESSAGES.imageTooManyPixels },
    );
  });

  it('refuses an image bomb with a side just over 8,000 pixels', async () => {
    await expectRefusedAndNothingKept(
      { files: { ...validFiles(), documentFront: { name: 'id.png', bytes: pngBomb(8_001, 1) } } },
      { status: 413, message: IMAGE_MESSAGES.imageTooManyPixels },
    );
  });

  it('refuses an image that only starts like one', async () => {
    const fake = Buffer.concat([PNG.subarray(0, 16), Buffer.from('not the rest of a PNG')]);
    await expectRefusedAndNothingKept(
      { files: { ...validFiles(), selfie: { name: 'me.png', bytes: fake } } },
      { status: 400, message: M.kycSelfieTypeInvalid, path: 'selfie' },
    );
  });

  it('accepts a file of exactly 10 MB', async () => {
    const caller = await signedInUser(api);
    const tenMb = Buffer.alloc(10 * 1024 * 1024);
    PDF.copy(tenMb);
    const response = await submitKyc(api, caller.token, {
      userId: caller.user.id,
      files: { ...validFiles(), proofOfAddress: { name: 'ten.pdf', bytes: tenMb } },
    });
    expect(response.status).toBe(201);
  });

  it('names the missing mandatory files', async () => {
    await expectRefusedAndNothingKept(
      {
        files: {
          documentBack: validFiles().documentBack,
          proofOfAddress: validFiles().proofOfAddress,
        },
      },
      { status: 400, message: 'Please upload: Front of ID, Selfie', path: 'selfie' },
    );
  });

  it('answers field and file problems together', async () => {
    const caller = await signedInUser(api);
    const response = await submitKyc(api, caller.token, {
      userId: caller.user.id,
      fields: { fullName: 'A' },
      files: { ...validFiles(), selfie: undefined },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: M.kycFullNameTooShort,
      issues: [
        { path: 'fullName', message: M.kycFullNameTooShort },
        { path: 'selfie', message: 'Please upload: Selfie' },
      ],
    });
  });

  it('treats an empty file input as missing', async () => {
    await expectRefusedAndNothingKept(
      { files: { ...validFiles(), selfie: { name: '', bytes: Buffer.alloc(0) } } },
      { status: 400, message: 'Please upload: Selfie', path: 'selfie' },
    );
  });

  it.each(['../../etc/passwd.jpg', 'folder/id.jpg', 'C:\\Users\\me\\id.jpg'])(
    'refuses a path in the file name: %s',
    async (name) => {
      await expectRefusedAndNothingKept(
        { files: { ...validFiles(), documentFront: { name, bytes: JPEG, type: 'image/jpeg' } } },
        { status: 400, message: M.kycFileNameInvalid, path: 'documentFront' },
      );
    },
  );

  it('refuses more than four files', async () => {
    await expectRefusedAndNothingKept(
      { extraFiles: [['selfie', { name: 'again.png', bytes: PNG }]] },
      { status: 400, message: M.kycTooManyFiles },
    );
  });

  it('refuses a file under an unknown name', async () => {
    await expectRefusedAndNothingKept(
      {
        files: { ...validFiles(), documentBack: undefined },
        extraFiles: [['avatar', { name: 'a.png', bytes: PNG }]],
      },
      { status: 400, message: M.kycUnknownFile },
    );
  });

  it('refuses a submission whose database write fails after its files were stored, keeping none', async () => {
    // A failing trigger stands for any database failure between storing the files and the commit.
    await sql`create function kyc_write_fails() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`.execute(api.db);
    await sql`create trigger kyc_write_fails before insert or update on kyc_verifications
      for each row execute function kyc_write_fails()`.execute(api.db);
    try {
      await expectRefusedAndNothingKept({}, { status: 500, message: HTTP_MESSAGES.internalError });
    } finally {
      await sql`drop trigger kyc_write_fails on kyc_verifications`.execute(api.db);
      await sql`drop function kyc_write_fails()`.execute(api.db);
    }
  });

  it("refuses a submission for another user's id", async () => {
    const other = await signedInUser(api);
    await expectRefusedAndNothingKept(
      { userId: other.user.id },
      { status: 403, message: M.kycUserIdMismatch },
    );
  });

  it('refuses a body that is not multipart', async () => {
    const caller = await signedInUser(api);
    const response = await fetch(`${api.baseUrl}/api/kyc/submit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${caller.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ userId: caller.user.id }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: M.kycNotMultipart });
  });
});

describe('the multipart body stays bounded in total', () => {
  const fields = (count: number, bytes: number) =>
    Object.fromEntries(Array.from({ length: count }, (_, i) => [`padding${i}`, 'x'.repeat(bytes)]));

  it('refuses 60 text fields of 1 MB each', async () => {
    await expectRefusedAndNothingKept(
      { fields: fields(60, 1024 * 1024) },
      { status: 413, message: HTTP_MESSAGES.payloadTooLarge },
    );
  });

  it('refuses one text field above 8 KB, even under a name the form does not have', async () => {
    await expectRefusedAndNothingKept(
      { fields: fields(1, 8 * 1024 + 1) },
      { status: 413, message: HTTP_MESSAGES.payloadTooLarge },
    );
  });

  it('refuses more text fields than the form could send', async () => {
    await expectRefusedAndNothingKept(
      { fields: fields(40, 1) },
      { status: 413, message: HTTP_MESSAGES.payloadTooLarge },
    );
  });
});

describe('one record per user: resubmission rules', () => {
  async function userWithRecord(overrides: Parameters<typeof createKycVerification>[1]) {
    const caller: Caller = await signedInUser(api);
    const row = await createKycVerification(api.db, { userId: caller.user.id, ...overrides });
    return { caller, row };
  }

  it.each([
    ['pending', {}, M.kycAlreadySubmitted],
    ['under_review', { status: 'under_review' as const }, M.kycAlreadySubmitted],
    ['approved', { status: 'approved' as const }, M.kycAlreadyVerified],
  ])(
    'refuses a new submission while %s, keeping the record',
    async (_label, overrides, message) => {
      const { caller, row } = await userWithRecord(overrides);
      const before = await storedFiles(storageDir);
      const response = await submitKyc(api, caller.token, { userId: caller.user.id });
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(message);
      expect(await kycRowsOf(caller.user.id)).toEqual([row]);
      expect(await storedFiles(storageDir)).toEqual(before);
    },
  );

  it.each([
    ['rejected', { status: 'rejected' as const, rejectionReason: 'Blurry photo' }],
    ['requires_additional_info', { status: 'requires_additional_info' as const }],
    [
      'expired',
      {
        status: 'approved' as const,
        approvedAt: new Date('2025-01-01T00:00:00Z'),
        expiresAt: new Date('2026-01-01T00:00:00Z'),
      },
    ],
  ])('replaces the record when %s, removing the old files', async (_label, overrides) => {
    const caller = await signedInUser(api);
    const first = await submitKyc(api, caller.token, { userId: caller.user.id });
    const firstRecord = first.body as unknown as TKycRecord;
    const firstFiles = await storedFiles(storageDir);
    await api.db
      .updateTable('kycVerifications')
      .set({ reviewNotes: 'Reviewed', reviewedAt: new Date(), ...overrides })
      .where('id', '=', firstRecord.id)
      .execute();

    const second = await submitKyc(api, caller.token, {
      userId: caller.user.id,
      fields: { fullName: 'Ama Serwaa Owusu' },
      files: { ...validFiles(), documentBack: undefined },
    });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({
      id: firstRecord.id,
      fullName: 'Ama Serwaa Owusu',
      status: 'pending',
      rejectionReason: null,
      reviewNotes: null,
      reviewedAt: null,
      approvedAt: null,
      expiresAt: null,
      isExpired: false,
    });
    expect(await kycRowsOf(caller.user.id)).toHaveLength(1);
    // The three files sent again replace theirs; the back of the ID, not sent, is kept.
    const after = await storedFiles(storageDir);
    expect(after.filter((file) => !firstFiles.includes(file))).toHaveLength(3);
    expect(firstFiles.filter((file) => !after.includes(file))).toHaveLength(3);
    expect((second.body as unknown as TKycRecord).documents.documentBack).not.toBeNull();
    const selfie = await downloadDocument(
      api,
      caller.token,
      (second.body as unknown as TKycRecord).documents.selfie.url,
    );
    expect(await imageOf(selfie.bytes)).toEqual(await imageOf(PNG));
  });

  it('keeps the stored documents a resubmission does not replace', async () => {
    const caller = await signedInUser(api);
    const first = await submitKyc(api, caller.token, { userId: caller.user.id });
    const firstRecord = first.body as unknown as TKycRecord;
    await api.db
      .updateTable('kycVerifications')
      .set({ status: 'rejected', rejectionReason: 'Blurry selfie' })
      .where('id', '=', firstRecord.id)
      .execute();
    const firstFiles = await storedFiles(storageDir);

    const second = await submitKyc(api, caller.token, {
      userId: caller.user.id,
      files: { selfie: { name: 'me-again.jpg', bytes: JPEG, type: 'image/jpeg' } },
    });

    expect(second.status).toBe(201);
    const record = second.body as unknown as TKycRecord;
    expect(record.status).toBe('pending');
    const download = (url: string) => downloadDocument(api, caller.token, url);
    expect((await download(record.documents.proofOfAddress.url)).bytes).toEqual(PDF);
    expect((await download(record.documents.documentFront.url)).contentType).toBe('image/jpeg');
    expect(record.documents.documentBack).not.toBeNull();
    expect(await imageOf((await download(record.documents.selfie.url)).bytes)).toEqual(
      await imageOf(JPEG),
    );
    // Only the replaced selfie's old file is gone.
    const after = await storedFiles(storageDir);
    expect(firstFiles.filter((file) => !after.includes(file))).toHaveLength(1);
    expect(after.filter((file) => !firstFiles.includes(file))).toHaveLength(1);
  });

  it('still asks a first submission for every mandatory file', async () => {
    const caller = await signedInUser(api);
    const response = await submitKyc(api, caller.token, {
      userId: caller.user.id,
      files: { selfie: { name: 'me.png', bytes: PNG, type: 'image/png' } },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please upload: Front of ID, Proof of Address');
  });

  it('keeps one record and no stray file when two first submissions race', async () => {
    const caller = await signedInUser(api);
    const before = await storedFiles(storageDir);
    const answers = await Promise.all([
      submitKyc(api, caller.token, { userId: caller.user.id }),
      submitKyc(api, caller.token, { userId: caller.user.id }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await kycRowsOf(caller.user.id)).toHaveLength(1);
    const added = (await storedFiles(storageDir)).filter((file) => !before.includes(file));
    expect(added).toHaveLength(4);
  });
});

describe('the limit on KYC submissions', () => {
  it('answers 429 once one user has sent 10 within the hour, counting refused ones too', async () => {
    const caller = await signedInUser(api);
    for (let sent = 0; sent < 10; sent += 1) {
      const refused = await submitKyc(api, caller.token, { userId: caller.user.id, files: {} });
      expect(refused.status).toBe(400);
    }
    const limited = await submitKyc(api, caller.token, { userId: caller.user.id });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' });
    expect(await kycRowsOf(caller.user.id)).toEqual([]);
  });
});
