import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eEnv } from '../env';

const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');

test.describe('page weight', () => {
  // The sites this run built (dist-e2e) are the ones measured: CI builds them once, here.
  test('each site’s first page stays within its size budget', () => {
    const budget = spawnSync('node', ['scripts/size-budget.mjs', 'dist-e2e'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    console.info(budget.stdout);
    expect(budget.stderr).toBe('');
    expect(budget.status, budget.stdout).toBe(0);
  });

  test('a page’s code and data load when its link is about to be followed, not before', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${e2eEnv.investorUrl}/faq`);
    const projectsLink = page
      .getByRole('navigation', { name: 'Main', exact: true })
      .getByRole('link', { name: 'Projects' });
    await expect(projectsLink).toBeVisible();
    expect(requested.some((path) => /\/assets\/ProjectsPage-[^/]*\.js$/.test(path))).toBe(false);
    expect(requested).not.toContain('/api/projects');

    await projectsLink.hover();
    await expect
      .poll(() => requested.some((path) => /\/assets\/ProjectsPage-[^/]*\.js$/.test(path)))
      .toBe(true);
    await expect.poll(() => requested.includes('/api/projects')).toBe(true);

    const listRequests = requested.filter((path) => path === '/api/projects').length;
    await projectsLink.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Investment Projects' }),
    ).toBeVisible();
    // The click found the list in the cache: no second call for it.
    expect(requested.filter((path) => path === '/api/projects').length).toBe(listRequests);
  });
});

type LayoutShift = { value: number; nodes: string[] };

/** Keeps every page's layout-shift entries (not those after an input) from its first paint. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    Object.assign(window, { coinvestLayoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const nodes = entry.sources.map(({ node }) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : 'text',
        );
        shifts.push({ value: entry.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Opens a page, waits until it has its data and pictures, and answers what moved meanwhile. */
async function layoutShiftsOf(page: Page, url: string): Promise<LayoutShift[]> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Data and pictures are in once the network has been quiet for half a second.
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () => (window as unknown as { coinvestLayoutShifts: LayoutShift[] }).coinvestLayoutShifts,
  );
}

test.describe('layout shift', () => {
  // On Lighthouse's phone screen, and on a desktop, where the bar's pickers arrive after the
  // first render into placeholders of their size. 0.1 is the cumulative shift Lighthouse calls
  // good.
  for (const { screen, viewport } of [
    { screen: 'a phone', viewport: { width: 412, height: 823 } },
    { screen: 'a desktop', viewport: { width: 1280, height: 800 } },
  ]) {
    test(`the home, projects and project pages do not move while they load, on ${screen}`, async ({
      page,
      request,
    }) => {
      const [project] = (await (await request.get(`${e2eEnv.apiUrl}/api/projects`)).json()) as {
        id: number;
      }[];
      if (!project) throw new Error('The demo data has no project');
      await page.setViewportSize(viewport);
      await recordLayoutShifts(page);
      for (const path of ['/', '/projects', `/projects/${project.id}`]) {
        const shifts = await layoutShiftsOf(page, `${e2eEnv.investorUrl}${path}`);
        const cumulative = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(cumulative, `${path} moved: ${JSON.stringify(shifts)}`).toBeLessThan(0.1);
      }
    });
  }
});
