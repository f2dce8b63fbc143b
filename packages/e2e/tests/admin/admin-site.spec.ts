import { expect, test } from '@playwright/test';
import { e2eEnv } from '../env';
import { signInAsInvestor, signInThroughForm, signUpThroughApi } from '../fixtures';

test('the admin signs in on the admin site and sees the panel', async ({ page }) => {
  await page.goto(`${e2eEnv.adminUrl}/`);
  await expect(page).toHaveURL(`${e2eEnv.adminUrl}/signin`);

  await signInThroughForm(page, e2eEnv.admin.email, e2eEnv.admin.password);

  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${e2eEnv.admin.username}`)).toBeVisible();
  for (const tab of [
    'Projects',
    'Developers',
    'Interests',
    'KYC',
    'Units',
    'Payments',
    'Rates',
    'Audit',
  ]) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
});

test('a signed-in investor is refused on the admin site', async ({ page, request }) => {
  const account = await signUpThroughApi(request);

  await page.goto(`${e2eEnv.adminUrl}/signin`);
  await signInThroughForm(page, account.email, account.password);

  await expect(
    page.getByText('Admin access restricted to authorized personnel only').first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Projects' })).toHaveCount(0);
});

test('the admin signing in on the investor site is sent to the admin site', async ({ page }) => {
  await page.goto(`${e2eEnv.investorUrl}/signin`);
  await signInThroughForm(page, e2eEnv.admin.email, e2eEnv.admin.password);

  await expect(page).toHaveURL(new RegExp(`^${e2eEnv.adminUrl}`));
});

test('an investor who opens /secure-admin is sent to the dashboard', async ({ page, request }) => {
  const account = await signUpThroughApi(request);
  await signInAsInvestor(page, account);

  await page.goto(`${e2eEnv.investorUrl}/secure-admin`);

  await expect(page.getByText('Unauthorized Access')).toBeVisible();
  await expect(page).toHaveURL(`${e2eEnv.investorUrl}/dashboard`);
});

test('a visitor who opens /secure-admin is asked to sign in', async ({ page }) => {
  await page.goto(`${e2eEnv.investorUrl}/secure-admin`);

  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page).toHaveURL(`${e2eEnv.investorUrl}/signin`);
});
