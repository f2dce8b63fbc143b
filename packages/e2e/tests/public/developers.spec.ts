import { expect, test } from '@playwright/test';
import { e2eEnv } from '../env';

test('a visitor sees the verified developers with their figures', async ({ page }) => {
  await page.goto(`${e2eEnv.investorUrl}/developers`);

  await expect(page.getByRole('heading', { name: 'Verified Developers' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(5);
  await expect(page.getByRole('link', { name: 'Visit Website' }).first()).toHaveAttribute(
    'target',
    '_blank',
  );
});

test('the FAQ keeps one answer open at a time', async ({ page }) => {
  await page.goto(`${e2eEnv.investorUrl}/faq`);

  const questions = page.getByRole('main').locator('button[aria-expanded]');
  const first = questions.nth(0);
  const second = questions.nth(1);
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  expect(await questions.count()).toBe(10);
  await expect(page.getByRole('main').locator('button[aria-expanded="true"]')).toHaveCount(1);
});
