import { expect, test, type Page } from '@playwright/test';
import { e2eEnv } from '../env';
import { signInThroughForm, signUpThroughApi } from '../fixtures';

const languagePicker = (page: Page, name = 'Language') =>
  page.getByRole('banner').getByRole('combobox', { name });

async function chooseLanguage(page: Page, language: string, pickerName?: string) {
  await languagePicker(page, pickerName).click();
  await page.getByRole('option', { name: language }).click();
}

// French groups thousands with a (narrow) no-break space and writes decimals with a comma.
const FRENCH_MONEY = /\d{1,3}(?:[\u202f\u00a0 ]\d{3})+,\d{2}[\u202f\u00a0 ]\$US/;

test('the site in French: home, a project page and the sign-in page, with French formats', async ({
  page,
}) => {
  await page.goto(e2eEnv.investorUrl);
  await chooseLanguage(page, 'Français');

  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: "Co-investissez dans l'immobilier sur plan à Accra",
    }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: "Opportunités d'investissement à la une" }),
  ).toBeVisible();
  // The hero's own picker is offered only while the site is in English.
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveCount(1);

  await page.goto(`${e2eEnv.investorUrl}/projects`);
  await expect(page.getByText(/^\d+ projets affichés$/)).toBeVisible();
  // Other tests add projects: the seeded one is found by the French search, not by its place.
  await page.getByRole('searchbox', { name: 'Rechercher des projets' }).fill('Legon Court');
  await page.getByRole('link', { name: 'Voir les détails : Legon Court Residences' }).click();
  await expect(page.getByRole('group', { name: 'Fourchette de bénéfice' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nouvelles du projet' })).toBeVisible();
  await expect(page.getByText(FRENCH_MONEY).first()).toBeVisible();
  await expect(page.getByText('18 sept. 2026')).toBeVisible();

  await page.goto(`${e2eEnv.investorUrl}/signin`);
  await expect(page.getByRole('heading', { name: 'Bon retour parmi nous' })).toBeVisible();
  await expect(page.getByLabel('Mot de passe', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();

  // The choice survives a reload.
  await page.goto(`${e2eEnv.investorUrl}/faq`);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
});

test('Arabic reads right to left and mirrors the navigation', async ({ page }, testInfo) => {
  await page.goto(`${e2eEnv.investorUrl}/faq`);
  await chooseLanguage(page, 'العربية');

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const banner = page.getByRole('banner');
  const brand = banner.getByRole('link', { name: 'CoInvest Accra، الصفحة الرئيسية' });
  const projectsLink = banner.getByRole('link', { name: 'المشاريع' });
  await expect(projectsLink).toBeVisible();
  // Mirrored: the brand that starts the bar on the left in English now starts it on the right.
  const brandBox = await brand.boundingBox();
  const linkBox = await projectsLink.boundingBox();
  expect(brandBox && linkBox && brandBox.x > linkBox.x).toBe(true);

  await testInfo.attach('arabic-faq', {
    body: await page.screenshot({ fullPage: false }),
    contentType: 'image/png',
  });

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الأسئلة الشائعة' })).toBeVisible();
});

test("a signed-in user's language follows them to a new browser", async ({
  page,
  request,
  browser,
}) => {
  const account = await signUpThroughApi(request);
  await page.goto(`${e2eEnv.investorUrl}/signin`);
  await signInThroughForm(page, account.email, account.password);
  await expect(page.getByRole('button', { name: new RegExp(account.username) })).toBeVisible();
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/users/me/preferences') && response.request().method() === 'PUT',
  );
  await chooseLanguage(page, 'Français');
  expect((await saved).status()).toBe(200);

  const otherDevice = await browser.newContext();
  try {
    const newPage = await otherDevice.newPage();
    await newPage.goto(`${e2eEnv.investorUrl}/signin`);
    await expect(newPage.locator('html')).toHaveAttribute('lang', 'en');
    await signInThroughForm(newPage, account.email, account.password);

    await expect(newPage.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(
      newPage.getByRole('banner').getByRole('link', { name: 'Promoteurs' }),
    ).toBeVisible();
  } finally {
    await otherDevice.close();
  }
});
