import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
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
