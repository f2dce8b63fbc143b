import { expect, test, type Page } from '@playwright/test';
import { e2eEnv } from '../env';

// The browser tests' API translates through tests/languages/fake-libretranslate.mjs, which
// writes '[<language>] ' before each text it translates.

async function chooseLanguage(page: Page, language: string) {
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: language }).click();
}

test("a project's description in French, and back to the original English", async ({
  page,
  request,
}) => {
  // The seeded project, found by its name: other tests add projects to the list.
  const response = await request.get(`${e2eEnv.apiUrl}/api/projects`, {
    params: { q: 'Legon Court Residences' },
  });
  expect(response.status()).toBe(200);
  const [project] = (await response.json()) as { id: number; title: string; description: string }[];
  expect(project?.title).toBe('Legon Court Residences');
  const { id, description } = project!;

  await page.goto(`${e2eEnv.investorUrl}/projects/${id}`);
  await expect(page.getByText(description, { exact: true })).toBeVisible();
  await chooseLanguage(page, 'Français');

  const translated = page.getByText(`[fr] ${description}`, { exact: true });
  await expect(translated).toBeVisible();
  await expect(page.getByText("Traduit de l'anglais").first()).toBeVisible();
  // The project's name is not content: it stays as written.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Legon Court Residences' }),
  ).toHaveAttribute('translate', 'no');

  const descriptionId = await translated.getAttribute('id');
  const toggle = page.locator(`button[aria-controls="${descriptionId}"]`);
  await expect(toggle).toHaveText("Afficher l'original");
  await toggle.click();
  await expect(page.getByText(description, { exact: true })).toHaveAttribute('lang', 'en');
  await expect(page.getByText(`[fr] ${description}`, { exact: true })).toHaveCount(0);

  await expect(toggle).toHaveText('Afficher la traduction');
  await toggle.click();
  await expect(page.getByText(`[fr] ${description}`, { exact: true })).toBeVisible();
});
