import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  nginxSecurityHeaders,
  securityHeaders,
  STRICT_TRANSPORT_SECURITY,
} from '../../../ui/vite/security-headers.js';
import { e2eEnv } from '../env';
import { signInAsInvestor, signInToAdminSite, signUpThroughApi } from '../fixtures';

const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');
const sites = [
  {
    app: 'investor-web',
    url: e2eEnv.investorUrl,
    routes: ['/', '/projects/1', '/kyc-verification'],
  },
  { app: 'admin-web', url: e2eEnv.adminUrl, routes: ['/', '/signin'] },
] as const;

// This run builds the sites without VITE_API_URL: they call the API through their own origin.
const expectedHeaders = securityHeaders({ apiUrl: process.env.VITE_API_URL });

function builtAssets(app: string): string[] {
  return readdirSync(join(repoRoot, 'apps', app, 'dist-e2e', 'assets'));
}

async function expectSecurityHeaders(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  const headers = response.headers();
  for (const [name, value] of Object.entries(expectedHeaders)) {
    expect(headers[name.toLowerCase()], `${name} of ${url}`).toBe(value);
  }
}

test.describe('the headers the sites are served with', () => {
  test('every page and asset of both sites carries the security headers', async ({ request }) => {
    expect(expectedHeaders['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    for (const site of sites) {
      for (const route of site.routes) await expectSecurityHeaders(request, `${site.url}${route}`);
      const script = builtAssets(site.app).find((file) => file.endsWith('.js'));
      await expectSecurityHeaders(request, `${site.url}/assets/${script}`);
    }
  });

  test('the production builds publish no source maps', async ({ request }) => {
    for (const site of sites) {
      const assets = builtAssets(site.app);
      expect(assets.filter((file) => file.endsWith('.map'))).toEqual([]);
      const script = assets.find((file) => file.startsWith('index-') && file.endsWith('.js'));
      const response = await request.get(`${site.url}/assets/${script}`);
      expect(await response.text()).not.toContain('sourceMappingURL');
    }
  });

  test('nginx sends the same headers, from every location of both sites', () => {
    const snippet = nginxSecurityHeaders({ apiUrl: 'https://api.example.com' });
    expect(snippet).toContain("connect-src 'self' https://api.example.com wss://api.example.com;");
    for (const [name, value] of Object.entries({
      ...securityHeaders({ apiUrl: 'https://api.example.com' }),
      'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
    })) {
      expect(snippet).toContain(`add_header ${name} "${value}" always;\n`);
    }

    const include = 'include /etc/nginx/security-headers.conf;';
    for (const site of sites) {
      const dockerfile = readFileSync(join(repoRoot, 'apps', site.app, 'Dockerfile'), 'utf8');
      expect(dockerfile).toContain(
        'RUN node packages/ui/vite/nginx-security-headers.js > security-headers.conf',
      );
      expect(dockerfile).toContain(
        'COPY --from=build /repo/security-headers.conf /etc/nginx/security-headers.conf',
      );

      // add_header in a block hides the server's: each block that has one includes the file.
      const nginx = readFileSync(join(repoRoot, 'apps', site.app, 'nginx.conf'), 'utf8').replace(
        /#.*$/gm,
        '',
      );
      const server = nginx.replace(/location [^{]*\{[^}]*\}/g, '');
      expect(server, `${site.app} server block`).toContain(include);
      const locations = nginx.match(/location [^{]*\{[^}]*\}/g) ?? [];
      expect(locations.length).toBeGreaterThan(0);
      for (const location of locations.filter((block) => block.includes('add_header'))) {
        expect(location, `${site.app}: ${location.split('{')[0]}`).toContain(include);
      }
    }
  });
});

/** Collects the page's Content-Security-Policy violations, from the event and the console. */
async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (v: string) => void })
        .reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('the sites work under their policy', () => {
  test.describe.configure({ timeout: 120_000 });

  test('home, a project, the dashboard and KYC show no policy violation', async ({
    page,
    request,
  }) => {
    const violations = await watchCspViolations(page);

    await page.goto(`${e2eEnv.investorUrl}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const projectLink = page.getByRole('link', { name: /^View Details:/ }).first();
    await expect(projectLink).toBeVisible();

    await projectLink.click();
    await expect(page).toHaveURL(/\/projects\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Available Units' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Developer Listing Price' })).toContainText('$');

    // Signing in opens the dashboard, whose live notifications use the /ws socket.
    const account = await signUpThroughApi(request);
    await signInAsInvestor(page, account);
    await expect(page.getByText(`Welcome, ${account.firstName}`, { exact: true })).toBeVisible();

    await page.goto(`${e2eEnv.investorUrl}/kyc-verification`);
    await expect(page.getByRole('heading', { name: 'Identity Verification' })).toBeVisible();
    await page.getByRole('button', { name: 'Start Verification' }).click();
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();

    expect(violations).toEqual([]);
  });

  test('the admin panel shows no policy violation', async ({ page }) => {
    const violations = await watchCspViolations(page);

    await signInToAdminSite(page);
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('Legon Court');
    await expect(page.getByText('Legon Court Residences').first()).toBeVisible();

    expect(violations).toEqual([]);
  });
});
