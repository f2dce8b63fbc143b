import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { e2eEnv, LONG_FLOW_TIMEOUT } from '../env';
import {
  adminToken,
  signInAsInvestor,
  signInThroughForm,
  signUpThroughApi,
  type TestAccount,
} from '../fixtures';

test.describe.configure({ timeout: LONG_FLOW_TIMEOUT });

// Real files: a 1x1 PNG and a minimal one-page PDF, so the server's byte sniffing accepts them.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const fullNameOf = (account: TestAccount) => `Kofi Boateng ${account.username}`;

async function signInAndOpenKyc(page: Page, account: TestAccount) {
  await signInAsInvestor(page, account);
  await page.goto(`${e2eEnv.investorUrl}/kyc-verification`);
}

/** Fills the five steps, checking Next waits for each step, and sends the verification. */
async function completeForm(page: Page, account: TestAccount) {
  const next = page.getByRole('button', { name: 'Next' });
  const previous = page.getByRole('button', { name: 'Previous' });

  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await expect(previous).toBeDisabled();
  await expect(next).toBeDisabled();
  await page.getByLabel('Full Name').fill(fullNameOf(account));
  await page.getByLabel('Date of Birth').fill('1990-04-12');
  await page.getByLabel('Nationality').selectOption('gh');
  await page.getByLabel('Phone Number').fill('+233241234567');
  await next.click();

  // A Ghanaian of the diaspora: living in Canada, which the list offers after the first six.
  await expect(page.getByRole('heading', { name: 'Address Details' })).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByLabel('Street Address').fill('40 Bay Street, Apartment 12');
  await page.getByLabel('City', { exact: true }).fill('Toronto');
  await page.getByLabel('Postal Code').fill('M5J 2X2');
  await page.getByLabel('Country').selectOption({ label: 'Canada' });
  await next.click();

  // A Ghanaian's national ID is the Ghana Card: its number has the card's format.
  await expect(page.getByRole('heading', { name: 'Identity Documents' })).toBeVisible();
  await page.getByLabel('Document Type').selectOption('national_id');
  const documentNumber = page.getByLabel('Document Number');
  await documentNumber.fill('G1234567');
  await documentNumber.blur();
  await expect(documentNumber).toHaveAccessibleDescription(
    'Enter the Ghana Card number as printed on the card, e.g. GHA-123456789-0',
  );
  await documentNumber.fill('GHA-123456789-0');
  await page.getByLabel('Document Expiry Date').fill('2032-01-31');
  await page.getByLabel('Proof of Address Type').selectOption('utility_bill');
  await page.getByLabel('Proof of Address Date').fill('2026-10-01');
  await next.click();

  await expect(page.getByRole('heading', { name: 'Financial Information' })).toBeVisible();
  await page.getByLabel('Source of Funds', { exact: true }).selectOption('employment');
  await page.getByLabel('Employment Status').selectOption('employed');
  await expect(page.getByLabel('Political Exposure Details (optional)')).toHaveCount(0);
  await page.getByLabel('I am a politically exposed person (PEP)').check();
  await expect(page.getByLabel('Political Exposure Details (optional)')).toBeVisible();
  await page.getByLabel('I am a politically exposed person (PEP)').uncheck();
  await next.click();

  await expect(page.getByRole('heading', { name: 'Document Upload' })).toBeVisible();
  await page
    .getByLabel('Front of ID')
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Preview of passport.png' })).toBeVisible();
  await page
    .getByLabel('Proof of Address', { exact: true })
    .setInputFiles({ name: 'electricity-bill.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('electricity-bill.pdf')).toBeVisible();
  await page
    .getByLabel('Selfie')
    .setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Submit Verification' }).click();

  await expect(page.getByText('KYC Verification Submitted')).toBeVisible();
  await expect(page.getByText('pending', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Your verification has been submitted and is awaiting review.'),
  ).toBeVisible();
}

test('a new user verifies in 5 steps, the admin approves on the admin site, the user is approved', async ({
  page,
  request,
  browser,
}) => {
  const account = await signUpThroughApi(request);
  await signInAndOpenKyc(page, account);
  await expect(
    page.getByText(
      'Identity verification is required to make investments and protect your funds.',
      {
        exact: false,
      },
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Start Verification' }).click();
  await completeForm(page, account);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto(`${e2eEnv.adminUrl}/signin`);
  await signInThroughForm(admin, e2eEnv.admin.email, e2eEnv.admin.password);
  await admin.getByRole('tab', { name: 'KYC' }).click();
  await expect(admin.getByRole('heading', { name: 'KYC Management' })).toBeVisible();
  await admin.getByRole('button', { name: new RegExp(account.username) }).click();
  await expect(
    admin.getByRole('heading', { name: `Review: ${fullNameOf(account)}` }),
  ).toBeVisible();
  await expect(admin.getByText(account.email).first()).toBeVisible();
  await expect(admin.getByText('Canada', { exact: true })).toBeVisible();
  await expect(admin.getByRole('img', { name: 'Front of ID' })).toBeVisible();
  // The PDF is saved, not opened under the page's policy: the file is the one uploaded.
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Download Proof of Address (PDF)' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('Proof of Address.pdf');
  expect((await readFile(await saved.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await admin.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('KYC Approved')).toBeVisible();
  await expect(admin.getByRole('button', { name: new RegExp(account.username) })).toHaveCount(0);
  await adminContext.close();

  await page.reload();
  await expect(page.getByText('approved', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Your identity is verified. You can join all investment opportunities.'),
  ).toBeVisible();
});

test('a rejected user sees the reason and resubmits', async ({ page, request }) => {
  const account = await signUpThroughApi(request);
  await signInAndOpenKyc(page, account);
  await page.getByRole('button', { name: 'Start Verification' }).click();
  await completeForm(page, account);

  const token = await adminToken(request);
  const queue = await request.get(`${e2eEnv.apiUrl}/api/secure-admin/kyc-pending`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const items = (await queue.json()) as { id: number; email: string }[];
  const item = items.find((entry) => entry.email === account.email);
  expect(item).toBeDefined();
  const rejected = await request.patch(`${e2eEnv.apiUrl}/api/secure-admin/kyc/${item?.id}/reject`, {
    headers: { authorization: `Bearer ${token}` },
    data: { rejectionReason: 'The passport photo is blurred.', reviewNotes: '' },
  });
  expect(rejected.status()).toBe(200);

  await page.reload();
  await expect(page.getByText('rejected', { exact: true })).toBeVisible();
  await expect(page.getByText('The passport photo is blurred.')).toBeVisible();
  await page.getByRole('button', { name: 'Resubmit Documents' }).click();

  // The form starts from what was sent; only the rejected selfie is replaced.
  const next = page.getByRole('button', { name: 'Next' });
  await expect(page.getByLabel('Full Name')).toHaveValue(fullNameOf(account));
  for (const heading of ['Address Details', 'Identity Documents', 'Financial Information']) {
    await next.click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await next.click();
  await expect(page.getByRole('heading', { name: 'Document Upload' })).toBeVisible();
  await expect(
    page.getByText('The document you sent before is kept unless you choose another.'),
  ).toHaveCount(3);
  await page
    .getByLabel('Selfie')
    .setInputFiles({ name: 'sharp-selfie.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Submit Verification' }).click();
  await expect(page.getByText('KYC Verification Submitted')).toBeVisible();

  await page.reload();
  await expect(page.getByText('pending', { exact: true })).toBeVisible();
});

test('a visitor is asked to sign in or create an account', async ({ page }) => {
  await page.goto(`${e2eEnv.investorUrl}/kyc-verification`);
  const prompt = page.getByRole('region', { name: 'Sign in to verify your identity' });
  await expect(prompt.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  await expect(prompt.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
    'href',
    '/signup',
  );
});
