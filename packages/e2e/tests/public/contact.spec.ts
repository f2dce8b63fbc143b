import { expect, test } from '@playwright/test';
import { e2eEnv } from '../env';

test('the contact form refuses a bad e-mail, then sends a good message', async ({ page }) => {
  await page.goto(`${e2eEnv.investorUrl}/contact`);

  await page.getByLabel('Name').fill('Efua Asante');
  await page.getByLabel('Email').fill('efua-at-example');
  await page.getByLabel('Subject').fill('Visiting the East Legon site');
  await page.getByLabel('Message').fill('Can I visit the East Legon project before I invest?');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await page.getByLabel('Email').fill('efua.asante@example.com');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText('Message Sent!')).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('');
});
