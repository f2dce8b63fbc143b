import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { e2eEnv } from '../env';
import { signInThroughApi, signInToAdminSite, signUpThroughApi } from '../fixtures';

test("a long interest message stays inside its card on the admin's Interests tab", async ({
  page,
  request,
}) => {
  const account = await signUpThroughApi(request);
  const { token, user } = await signInThroughApi(request, account.email, account.password);
  const projects = await request.get(`${e2eEnv.apiUrl}/api/projects`);
  const [project] = (await projects.json()) as { id: number }[];
  if (!project) throw new Error('The demo data has no project');
  // The longest message the form allows, as one unbroken word (a pasted link does this).
  const message = `${randomBytes(4).toString('hex')}${'x'.repeat(492)}`;
  const sent = await request.post(`${e2eEnv.apiUrl}/api/project-interests`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      userId: user.id,
      projectId: project.id,
      interestAmount: '1000',
      contactPreference: 'email',
      contactInfo: account.email,
      message,
    },
  });
  expect(sent.status()).toBe(201);

  await signInToAdminSite(page);
  await page.getByRole('tab', { name: 'Interests' }).click();
  const text = page.getByText(message);
  await expect(text).toBeVisible();
  // Neither the text nor its card is wider than the room it has.
  const card = page.getByRole('listitem').filter({ has: text });
  for (const box of [text, card]) {
    expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  }
});
