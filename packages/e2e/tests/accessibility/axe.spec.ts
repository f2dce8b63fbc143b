import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { e2eEnv } from '../env';
import {
  newAccount,
  signInThroughApi,
  signInToAdminSite,
  signInThroughForm,
  signUpThroughApi,
} from '../fixtures';

/**
 * WCAG 2.0 and 2.1, levels A and AA: what the sites promise
 * (docs/adr/0091-accessibility-checked-in-the-browser.md).
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The demo investor and inspector (packages/db/src/seed), both with the demo password. */
const DEMO_INVESTOR = { email: 'investor@example.com', password: 'Kente-Investor' };
const DEMO_INSPECTOR = { email: 'inspector@example.com', password: 'Kente-Investor' };

/** Waits until the page has fetched what it shows: no request in flight, no loader left. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  // A cold machine may take a while to load a route's code and data.
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('.mantine-Skeleton-root[data-visible]:visible')).toHaveCount(0);
}

/** Runs axe over the page as it stands; each violation is listed with the elements it found. */
async function expectNoViolations(page: Page, name: string) {
  await settled(page);
  const { violations } = await new AxeBuilder({ page })
    // Only violations are read: passes are not listed node by node. (Before withTags, which
    // adds to these options rather than being replaced by them.)
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    // No page embeds a frame, so axe runs in the page itself rather than finishing its run in a
    // new page each time (several times faster on a busy 2-core machine).
    .setLegacyMode(true)
    .analyze();
  const report = violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n` +
        violation.nodes
          .map(
            (node) =>
              `    ${node.html.slice(0, 200)}\n    at ${node.target.join(' ')}\n      ${node.failureSummary ?? ''}`,
          )
          .join('\n'),
    )
    .join('\n');
  expect.soft(report, `axe on ${name} (${page.url()})`).toBe('');
}

async function visit(page: Page, url: string, name: string) {
  await page.goto(url);
  await expectNoViolations(page, name);
}

/** A browser context already signed in, as the sign-in page leaves it. */
async function signedInContext(
  browser: Browser,
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const session = await signInThroughApi(request, account.email, account.password);
  const context = await browser.newContext();
  await context.addInitScript(
    ({ token, user }) => {
      window.localStorage.setItem('authToken', token);
      window.localStorage.setItem('currentUser', JSON.stringify(user));
    },
    { token: session.token, user: session.user },
  );
  return context;
}

async function firstProjectId(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${e2eEnv.apiUrl}/api/projects`);
  const [project] = (await response.json()) as { id: number }[];
  if (!project) throw new Error('The demo data has no project');
  return project.id;
}

test.describe.configure({ timeout: 180_000 });

test('the public pages of the investor site have no WCAG A/AA violation', async ({
  page,
  request,
}) => {
  const projectId = await firstProjectId(request);
  for (const [path, name] of [
    ['/', 'home'],
    ['/projects', 'projects'],
    [`/projects/${projectId}`, 'project detail'],
    ['/developers', 'developers'],
    ['/faq', 'FAQ'],
    ['/contact', 'contact'],
  ] as const) {
    await visit(page, `${e2eEnv.investorUrl}${path}`, name);
  }
});

test("a visitor's sign-in, sign-up, KYC and not-found pages have no WCAG A/AA violation", async ({
  page,
}) => {
  for (const [path, name] of [
    ['/kyc-verification', 'KYC (visitor)'],
    ['/signup', 'sign-up'],
    ['/signin', 'sign-in'],
    ['/forgot-password', 'forgot password'],
    ['/no-such-page', 'not found'],
  ] as const) {
    await visit(page, `${e2eEnv.investorUrl}${path}`, name);
  }
});

test('every page of the investor area has no WCAG A/AA violation for an investor', async ({
  browser,
  request,
}) => {
  const site = e2eEnv.investorUrl;
  // A new investor: the getting-started dashboard and the KYC form.
  const newcomer = await signedInContext(browser, request, await signUpThroughApi(request));
  const newcomerPage = await newcomer.newPage();
  await visit(newcomerPage, `${site}/dashboard`, 'dashboard (new investor)');
  await visit(newcomerPage, `${site}/kyc-verification`, 'KYC form');
  await visit(newcomerPage, `${site}/settings`, 'settings');
  await newcomer.close();

  // An investor who has not entered the sign-up code yet: the code's page and the notice.
  const unverifiedAccount = await signUpThroughApi(request, newAccount(), { verified: false });
  const unverified = await signedInContext(browser, request, unverifiedAccount);
  const unverifiedPage = await unverified.newPage();
  await visit(unverifiedPage, `${site}/verify-email`, 'e-mail verification');
  await visit(unverifiedPage, `${site}/dashboard`, 'dashboard (unverified e-mail)');
  await unverified.close();

  // The demo investor: a verified portfolio, its charts and notifications.
  const investor = await signedInContext(browser, request, DEMO_INVESTOR);
  const page = await investor.newPage();
  await visit(page, `${site}/dashboard`, 'dashboard (demo investor)');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expectNoViolations(page, 'notifications panel');
  await page.keyboard.press('Escape');
  await visit(page, `${site}/kyc-verification`, 'KYC (verified)');
  await visit(
    page,
    `${site}/projects/${await firstProjectId(request)}`,
    'project detail (investor)',
  );
  await investor.close();
});

test('every page and tab of the admin site has no WCAG A/AA violation', async ({ page }) => {
  await visit(page, `${e2eEnv.adminUrl}/signin`, 'admin sign-in');
  await signInToAdminSite(page);
  await expectNoViolations(page, 'admin panel: Projects');
  for (const tab of [
    'Developers',
    'Interests',
    'KYC',
    'Units',
    'Payments',
    'Payment Instructions',
    'Rates',
    'Inspectors',
    'Failed Jobs',
    'Audit',
  ]) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expectNoViolations(page, `admin panel: ${tab}`);
  }
  await visit(page, `${e2eEnv.adminUrl}/no-such-page`, 'admin not found');
});

test("the inspector's page on the admin site has no WCAG A/AA violation", async ({ page }) => {
  await page.goto(`${e2eEnv.adminUrl}/signin`);
  await signInThroughForm(page, DEMO_INSPECTOR.email, DEMO_INSPECTOR.password);
  await expect(page).toHaveURL(`${e2eEnv.adminUrl}/`);
  await expectNoViolations(page, 'inspector page');
});

test('the page an investor gets on the admin site has no WCAG A/AA violation', async ({
  page,
  request,
}) => {
  const investor = await signUpThroughApi(request);
  await page.goto(`${e2eEnv.adminUrl}/signin`);
  await signInThroughForm(page, investor.email, investor.password);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expectNoViolations(page, 'admin site: not the admin');
});
