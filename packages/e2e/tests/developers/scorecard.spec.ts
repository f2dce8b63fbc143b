import { expect, test, type Locator, type Page } from '@playwright/test';
import { e2eEnv } from '../env';

/** The figures and the licence list of one demo developer's card (packages/db/src/seed/scorecards.ts). */
function trackRecordOf(page: Page, developer: string) {
  return page
    .getByRole('article', { name: developer })
    .getByRole('region', { name: 'Track record' });
}

/** A figure of the scorecard: its label and its value. */
function figure(record: Locator, label: string) {
  return record.getByText(label, { exact: true }).locator('xpath=..');
}

test('the developers page shows a poor and a good scorecard, warning of the expired licence', async ({
  page,
}) => {
  await page.goto(`${e2eEnv.investorUrl}/developers`);

  const poor = trackRecordOf(page, 'Oyarifa Heights Ltd');
  await expect(poor.getByRole('alert')).toContainText('Expired licence');
  // Two deliveries, 334 and 182 days late.
  await expect(figure(poor, 'Delivered on time')).toHaveText('Delivered on time0%');
  await expect(figure(poor, 'Average delay')).toHaveText('Average delay258 days');
  await expect(poor.getByRole('list', { name: 'Licences' })).toContainText(
    'GREDA membershipExpired',
  );

  const good = trackRecordOf(page, 'Kente Court Developments');
  await expect(figure(good, 'Delivered on time')).toHaveText('Delivered on time100%');
  await expect(good.getByRole('alert')).toHaveCount(0);
  await expect(good.getByRole('list', { name: 'Licences' })).not.toContainText('Expired');

  await poor.getByRole('button', { name: 'How we compute this' }).click();
  await expect(
    poor.getByText(/no more than 90 days after the planned completion date/),
  ).toBeVisible();
});
