import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { e2eEnv } from './env';
import { latestVerificationCode } from './outbox';

export interface TestAccount {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function newAccount(): TestAccount {
  const suffix = randomBytes(4).toString('hex');
  return {
    username: `kofi_${suffix}`,
    email: `kofi.${suffix}@example.com`,
    password: 'Akwaaba-2026',
    firstName: 'Kofi',
    lastName: 'Boateng',
  };
}

/**
 * Creates an account through the API, as the sign-up page would, and proves its address with
 * the e-mailed code, as its owner would next (investing, the data export and deletion wait for
 * it); `{ verified: false }` leaves the address unverified.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  account = newAccount(),
  { verified = true }: { verified?: boolean } = {},
) {
  const response = await request.post(`${e2eEnv.apiUrl}/api/users`, {
    data: {
      username: account.username,
      email: account.email,
      password: account.password,
      firstName: account.firstName,
      lastName: account.lastName,
    },
  });
  expect(response.status()).toBe(201);
  if (verified) await verifyEmailThroughApi(request, account);
  return account;
}

/** Signs in and enters the code e-mailed at sign-up, read from the mailbox. */
export async function verifyEmailThroughApi(request: APIRequestContext, account: TestAccount) {
  const { token } = await signInThroughApi(request, account.email, account.password);
  const code = await latestVerificationCode(account.email);
  const response = await request.post(`${e2eEnv.apiUrl}/api/auth/verify-email`, {
    headers: { authorization: `Bearer ${token}` },
    data: { code },
  });
  expect(response.status()).toBe(200);
  await request.post(`${e2eEnv.apiUrl}/api/auth/logout`, {
    headers: { authorization: `Bearer ${token}` },
  });
}

/** Fills the investor site's sign-up form, sends it and waits for the sign-in page it leads to. */
export async function signUpThroughForm(page: Page, account = newAccount()) {
  await page.goto(`${e2eEnv.investorUrl}/signup`);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('First Name').fill(account.firstName);
  await page.getByLabel('Last Name').fill(account.lastName);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account Created!')).toBeVisible();
  await expect(page).toHaveURL(`${e2eEnv.investorUrl}/signin`);
  return account;
}

/** On /verify-email: the code read from the mailbox, entered as its owner would. */
export async function enterVerificationCode(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Verify your email address' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestVerificationCode(email));
  await page.getByRole('button', { name: 'Verify email' }).click();
}

export async function signInThroughForm(page: Page, email: string, password: string) {
  // The URL changes before the lazy sign-in page replaces the one before it; the sign-up page
  // has an Email field too, and filling it would be lost.
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs an investor in through the form and waits for the dashboard it leads to. */
export async function signInAsInvestor(
  page: Page,
  { email, password }: Pick<TestAccount, 'email' | 'password'>,
) {
  await page.goto(`${e2eEnv.investorUrl}/signin`);
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(`${e2eEnv.investorUrl}/dashboard`);
}

/**
 * Signs out through the user menu and waits for the home page to be loaded again: signing out
 * moves to / and reloads it 100 ms later (no cached data survives), and anything the test does
 * before that reload (a navigation, reading the page) is cut short by it.
 */
export async function signOutThroughMenu(page: Page, username: string) {
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: new RegExp(username) }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await reloaded;
  await expect(page).toHaveURL(`${e2eEnv.investorUrl}/`);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
}

/** Signs in through the API and answers the session's token and user. */
export async function signInThroughApi(
  request: APIRequestContext,
  email: string,
  password: string,
) {
  const response = await request.post(`${e2eEnv.apiUrl}/api/auth/signin`, {
    data: { email, password },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { token: string; user: { id: number } };
}

/** The admin's bearer token, for setting up a test's own records through the API. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await signInThroughApi(request, e2eEnv.admin.email, e2eEnv.admin.password)).token;
}

/** Opens the admin site signed in as the admin, on the panel. */
export async function signInToAdminSite(page: Page) {
  await page.goto(`${e2eEnv.adminUrl}/signin`);
  await signInThroughForm(page, e2eEnv.admin.email, e2eEnv.admin.password);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
}
