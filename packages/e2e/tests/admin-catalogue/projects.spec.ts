import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { e2eEnv, LONG_FLOW_TIMEOUT } from '../env';
import { signInToAdminSite } from '../fixtures';

test.describe.configure({ timeout: LONG_FLOW_TIMEOUT });

async function signInAsAdmin(page: Page) {
  await signInToAdminSite(page);
  await expect(page.getByRole('tab', { name: 'Projects' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

async function addProject(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Project' });
  await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
  await dialog
    .getByRole('textbox', { name: /^Description/ })
    .fill('Eight townhouses a short walk from the beach.');
  await dialog.getByRole('textbox', { name: /^Location/ }).fill('Community 25, Tema');
  await dialog.getByRole('combobox', { name: 'Project Type' }).click();
  await page.getByRole('option', { name: 'Mixed-Use' }).click();
  await dialog.getByRole('textbox', { name: /^Total Units/ }).fill('8');
  await dialog.getByRole('textbox', { name: /^Available Units/ }).fill('8');
  await dialog.getByRole('textbox', { name: /^Unit Price/ }).fill('95000');
  await dialog.getByRole('textbox', { name: /^Minimum Investment/ }).fill('5000');
  await dialog.getByRole('textbox', { name: /^Total Investment Needed/ }).fill('760000');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('Project created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Other tests add projects meanwhile: find this one by its unique title. */
async function search(page: Page, words: string) {
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(words);
}

test('the admin adds a project, edits it, publishes it, and investors see it on the investor site', async ({
  page,
}) => {
  const suffix = randomBytes(4).toString('hex');
  const title = `Tema Shores ${suffix}`;
  const renamed = `Tema Shores Phase II ${suffix}`;
  await signInAsAdmin(page);

  await addProject(page, title);
  await search(page, suffix);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Mixed-Use')).toBeVisible();
  await expect(card.getByText('Planning')).toBeVisible();
  await expect(card.getByText('Investment: $760,000.00')).toBeVisible();

  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Project' });
  const titleInput = dialog.getByRole('textbox', { name: /^Title/ });
  await expect(titleInput).toHaveValue(title);
  await expect(dialog.getByRole('textbox', { name: /^Unit Price/ })).toHaveValue('95000.00');
  await titleInput.fill(renamed);
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Under Construction' }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Project updated successfully')).toBeVisible();
  const edited = page.getByRole('article', { name: renamed });
  await expect(edited.getByText('Under Construction')).toBeVisible();

  // A draft until published: investors see nothing of it yet.
  await expect(edited.getByText('Draft', { exact: true })).toBeVisible();
  const investorList = await page.context().newPage();
  await investorList.goto(`${e2eEnv.investorUrl}/projects?q=${suffix}`);
  await expect(investorList.getByRole('heading', { name: 'No Projects Found' })).toBeVisible();

  await edited.getByRole('button', { name: `Publish ${renamed}` }).click();
  await expect(
    page.getByText('The project is published: investors can see it and invest.'),
  ).toBeVisible();
  await expect(edited.getByText('Published', { exact: true })).toBeVisible();
  await expect(edited.getByRole('button', { name: `Unpublish ${renamed}` })).toBeVisible();

  await investorList.reload();
  await expect(investorList.getByRole('heading', { name: renamed })).toBeVisible();
  await investorList.close();

  const opened = page.waitForEvent('popup');
  await edited.getByRole('link', { name: `View ${renamed} on the investor site` }).click();
  const investorPage = await opened;
  await expect(investorPage).toHaveURL(new RegExp(`^${e2eEnv.investorUrl}/projects/\\d+$`));
  await expect(investorPage.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
});

test('the admin deletes a project after confirming', async ({ page }) => {
  const suffix = randomBytes(4).toString('hex');
  const title = `Ningo Prampram Villas ${suffix}`;
  await signInAsAdmin(page);
  await addProject(page, title);
  await search(page, suffix);
  const card = page.getByRole('article', { name: title });

  await card.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Project' });
  await expect(dialog.getByText('Are you sure you want to delete this project?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete Project' }).click();

  await expect(page.getByText('Project deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText(`No projects match "${suffix}"`)).toBeVisible();
});
