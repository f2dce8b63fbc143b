import { expect, test, type Page } from '@playwright/test';
import { e2eEnv } from '../env';

interface ListedProject {
  id: number;
  title: string;
}

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Chat with our assistant' }).click();
  const input = page.getByRole('textbox', { name: 'Your message' });
  await expect(input).toBeFocused();
  return input;
}

const conversation = (page: Page) =>
  page.getByRole('log', { name: 'Conversation with the assistant' });

test('the assistant names an East Legon project and its link opens the project page', async ({
  page,
  request,
}) => {
  const listed = await request.get(`${e2eEnv.apiUrl}/api/projects`, {
    params: { location: 'East Legon', limit: 100 },
  });
  expect(listed.status()).toBe(200);
  const projects = (await listed.json()) as ListedProject[];
  expect(projects.length).toBeGreaterThan(0);
  const titles = projects.map((project) => project.title);

  await page.goto(`${e2eEnv.investorUrl}/faq`);
  const input = await openChat(page);
  await input.fill('Which projects are in East Legon?');
  await input.press('Enter');

  const log = conversation(page);
  await expect(log.getByText('Which projects are in East Legon?')).toBeVisible();
  const projectLinks = log
    .getByRole('link')
    .filter({ hasText: new RegExp(titles.map(escape).join('|')) });
  await expect(projectLinks.first()).toBeVisible();
  const title = (await projectLinks.first().textContent()) ?? '';
  const project = projects.find((candidate) => candidate.title === title.trim());
  expect(project, `a link named after an East Legon project: ${title}`).toBeDefined();

  await projectLinks.first().click();

  await expect(page).toHaveURL(`${e2eEnv.investorUrl}/projects/${project?.id}`);
  await expect(page.getByRole('heading', { name: project?.title, level: 1 })).toBeVisible();
});

test("when the assistant fails, the local answer is the FAQ's minimum", async ({ page }) => {
  await page.route('**/api/chatbot/message', (route) =>
    route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
  );
  await page.goto(`${e2eEnv.investorUrl}/`);

  const input = await openChat(page);
  await input.fill('What is the minimum investment?');
  await input.press('Enter');

  const answer = conversation(page).getByText(/Co-buying typically starts from 25,000 cedis/);
  await expect(answer).toBeVisible();
  await expect(answer.getByRole('link', { name: 'All projects' })).toBeVisible();
});

test('in Arabic the launcher sits on the left, the mirrored side', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('selectedLanguage', 'ar'));
  await page.goto(`${e2eEnv.investorUrl}/faq`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  const launcher = page.getByRole('button', { name: 'تحدّث مع مساعدنا' });
  const box = await launcher.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x + box.width / 2).toBeLessThan(width / 2);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
