import { readdir } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMAGE_MAX_PIXELS, type TKycDocument, type TKycFieldsInput } from '@coinvest/contract';
import sharp from 'sharp';
import { startTestApi, type TestApi } from './helpers';

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A real 1x1 JPEG. */
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
/** A 1x1 lossless WebP. */
export const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
/**
 * A 40x20 JPEG whose EXIF says: rotate 90° to show it (orientation 6), taken by 'TestCam' at
 * 5°36'12" N, 0°11'6" W (Accra).
 */
export function jpegWithGpsExif(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '5/1 36/1 12/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 11/1 6/1',
      },
    })
    .jpeg()
    .toBuffer();
}

/** What a stored image is once decoded: stored images are re-encoded without metadata. */
export async function imageOf(bytes: Buffer) {
  const { format, width, height, orientation, exif } = await sharp(bytes, {
    limitInputPixels: IMAGE_MAX_PIXELS,
  }).metadata();
  return { format, width, height, orientation, exif };
}

/** A minimal PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

/** Every text field, valid. */
export function validFields(): Record<keyof TKycFieldsInput, string> {
  return {
    fullName: 'Ama Owusu',
    dateOfBirth: '1990-05-14',
    nationality: 'gh',
    phoneNumber: '+233201234567',
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
    annualIncome: '85000',
    isPoliticallyExposed: 'false',
    politicalExposureDetails: '',
  };
}

export interface UploadFile {
  name: string;
  bytes: Buffer;
  /** What the browser claims; the server reads the bytes instead. */
  type?: string;
}

export function validFiles(): Partial<Record<TKycDocument, UploadFile>> {
  return {
    documentFront: { name: 'passport.jpg', bytes: JPEG, type: 'image/jpeg' },
    documentBack: { name: 'passport-back.webp', bytes: WEBP, type: 'image/webp' },
    proofOfAddress: { name: 'statement.pdf', bytes: PDF, type: 'application/pdf' },
    selfie: { name: 'me.png', bytes: PNG, type: 'image/png' },
  };
}

export interface Submission {
  userId: number | string;
  fields?: Partial<Record<string, string>>;
  files?: Partial<Record<TKycDocument, UploadFile | undefined>>;
  /** Extra file parts, sent after the others (e.g. a fifth file). */
  extraFiles?: [string, UploadFile][];
}

/** POST /api/kyc/submit as the site sends it: multipart with every field and file. */
export async function submitKyc(api: TestApi, token: string | null, submission: Submission) {
  const form = new FormData();
  form.append('userId', String(submission.userId));
  for (const [name, value] of Object.entries({ ...validFields(), ...submission.fields })) {
    if (value !== undefined) form.append(name, value);
  }
  const files = submission.files ?? validFiles();
  const parts = [
    ...Object.entries(files).filter((entry): entry is [string, UploadFile] => !!entry[1]),
    ...(submission.extraFiles ?? []),
  ];
  for (const [name, file] of parts) {
    form.append(name, new Blob([file.bytes], { type: file.type ?? '' }), file.name);
  }
  const response = await fetch(`${api.baseUrl}/api/kyc/submit`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function downloadDocument(api: TestApi, token: string | null, url: string) {
  const response = await fetch(`${api.baseUrl}${url}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** The test API with its own empty KYC storage folder. */
export async function startKycTestApi(): Promise<{ api: TestApi; storageDir: string }> {
  const storageDir = await mkdtemp(path.join(tmpdir(), 'kyc-files-'));
  const api = await startTestApi({ env: { KYC_STORAGE_DIR: storageDir } });
  return { api, storageDir };
}

/** Every file in the storage folder, relative to it. */
export async function storedFiles(storageDir: string): Promise<string[]> {
  const entries = await readdir(storageDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(storageDir, path.join(entry.parentPath, entry.name)))
    .sort();
}
