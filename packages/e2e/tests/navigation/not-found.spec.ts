import { expect, test } from '@playwright/test';
import { e2eEnv } from '../env';

test('an unknown path shows the 404 page inside the shell', async ({ page }) => {
  await page.goto(`${e2eEnv.investorUrl}/no-such-page`);

  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Projects' }).first()).toBeVisible();
});
