import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  AUTH_MESSAGES,
  TRANSLATION_LIMITS,
  TRANSLATION_MESSAGES,
} from '@coinvest/contract';
import { createProject } from '@coinvest/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditRecordsOf, signedInAdmin, signedInUser, type Caller } from './admin-fixtures';
import { startTestApi, type TestApi } from './helpers';

/** What the fake LibreTranslate server was sent, one entry per call. */
interface UpstreamCall {
  path: string;
  body: { q: string | string[]; source: string; target: string; format: string; api_key?: string };
}

/**
 * A LibreTranslate-compatible server on loopback: it answers '[target] text' for each text,
 * or fails (503), or never answers (the API's timeout), as the test asks.
 */
function fakeLibreTranslate() {
  const calls: UpstreamCall[] = [];
  const state = { mode: 'answer' as 'answer' | 'fail' | 'hang' };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const body = JSON.parse(raw) as UpstreamCall['body'];
      calls.push({ path: request.url ?? '', body });
      if (state.mode === 'hang') return;
      if (state.mode === 'fail') {
        response.writeHead(503, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: 'Service unavailable' }));
        return;
      }
      const translate = (text: string) => `[${body.target}] ${text}`;
      const translatedText = Array.isArray(body.q) ? body.q.map(translate) : translate(body.q);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ translatedText }));
    });
  });
  return {
    calls,
    state,
    listen: () =>
      new Promise<string>((resolve) => {
        server.listen(0, '127.0.0.1', () => {
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
        });
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const upstream = fakeLibreTranslate();
let upstreamUrl: string;
let api: TestApi;
let admin: Caller;

beforeAll(async () => {
  upstreamUrl = await upstream.listen();
  api = await startTestApi({
    captureLog: true,
    env: { TRANSLATE_URL: upstreamUrl, TRANSLATE_API_KEY: 'test-key', TRANSLATE_TIMEOUT_MS: '300' },
  });
  admin = await signedInAdmin(api);
});
afterAll(async () => {
  await api.close();
  await upstream.close();
});
beforeEach(() => {
  upstream.state.mode = 'answer';
});

const translate = (text: string, targetLanguage = 'fr') =>
  api.client.translation.translate({ body: { text, targetLanguage } });
const translateBatch = (texts: string[], targetLanguage = 'fr') =>
  api.client.translation.translateBatch({
    body: { texts, targetLanguage },
  });

/** Texts no other test asks for, so the cache holds nothing of them. */
let counter = 0;
const fresh = (words: string) => `${words} (${++counter}-${Date.now()})`;

describe('POST /api/translate', () => {
  it("asks the service once, then answers from the database's cache", async () => {
    const text = fresh('A quiet courtyard with a pool');
    const before = upstream.calls.length;

    const first = await translate(text, 'de');
    expect(first).toMatchObject({ status: 200, body: { translatedText: `[de] ${text}` } });
    expect(upstream.calls.slice(before)).toEqual([
      {
        path: '/translate',
        body: { q: text, source: 'en', target: 'de', format: 'text', api_key: 'test-key' },
      },
    ]);

    const second = await translate(text, 'de');
    expect(second).toMatchObject({ status: 200, body: { translatedText: `[de] ${text}` } });
    expect(upstream.calls.length).toBe(before + 1);

    // Another language is another translation.
    expect((await translate(text, 'es')).body).toEqual({ translatedText: `[es] ${text}` });
    expect(upstream.calls.length).toBe(before + 2);
  });

  it('answers the original text (200) when the service fails or is too slow, and caches nothing', async () => {
    const text = fresh('Private balcony facing the sea');
    for (const mode of ['fail', 'hang'] as const) {
      upstream.state.mode = mode;
      const response = await translate(text, 'it');
      expect(response).toMatchObject({ status: 200, body: { translatedText: text } });
    }
    const failures = api.logLines.filter((line) => line.includes('Translation failed'));
    expect(failures.length).toBeGreaterThanOrEqual(2);
    expect(api.logLines.join('\n')).not.toContain('Private balcony');

    // Nothing was cached: once the service is back, it is asked.
    upstream.state.mode = 'answer';
    const before = upstream.calls.length;
    expect((await translate(text, 'it')).body).toEqual({ translatedText: `[it] ${text}` });
    expect(upstream.calls.length).toBe(before + 1);
  });

  it('gives back English, empty text, numbers and currency unchanged without asking the service', async () => {
    const before = upstream.calls.length;
    const english = fresh('Completion in 2027');
    expect((await translate(english, 'en')).body).toEqual({ translatedText: english });
    for (const text of ['', '   ', 'GH₵ 25,000', '$1,200.50', '15-25%', '150000.00', 'GHS 5,000']) {
      expect((await translate(text, 'ja')).body).toEqual({ translatedText: text });
    }
    expect(upstream.calls.length).toBe(before);
  });

  it('refuses a text over the limit and an unknown language with 400 and a message', async () => {
    const tooLong = await translate('a'.repeat(TRANSLATION_LIMITS.textMax + 1));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ message: TRANSLATION_MESSAGES.translationTextTooLong });

    const unknown = await translate('Hello', 'xx');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: expect.any(String) as string });
  });
});

describe('POST /api/translate/batch', () => {
  it('answers in the order asked, with one service call for the texts not cached', async () => {
    const cached = fresh('Gated community');
    await translate(cached, 'sw');
    const one = fresh('Two bedrooms');
    const two = fresh('Rooftop garden');
    const before = upstream.calls.length;

    const response = await translateBatch([one, cached, 'GH₵ 25,000', one, '', two], 'sw');

    expect(response).toMatchObject({
      status: 200,
      body: {
        translatedTexts: [
          `[sw] ${one}`,
          `[sw] ${cached}`,
          'GH₵ 25,000',
          `[sw] ${one}`,
          '',
          `[sw] ${two}`,
        ],
      },
    });
    expect(upstream.calls.slice(before)).toEqual([
      {
        path: '/translate',
        body: { q: [one, two], source: 'en', target: 'sw', format: 'text', api_key: 'test-key' },
      },
    ]);
  });

  it('answers the originals in order when the service is down', async () => {
    upstream.state.mode = 'fail';
    const texts = [fresh('Swimming pool'), '$1,200.50', fresh('Gym')];
    const response = await translateBatch(texts, 'pt');
    expect(response).toMatchObject({ status: 200, body: { translatedTexts: texts } });
  });

  it('refuses more texts or characters than a page holds with 400 and a message', async () => {
    const many = await translateBatch(
      Array.from({ length: TRANSLATION_LIMITS.batchMax + 1 }, (_, i) => `Text ${i}`),
    );
    expect(many.status).toBe(400);
    expect(many.body).toMatchObject({ message: TRANSLATION_MESSAGES.translationBatchTooLarge });

    const long = await translateBatch(
      Array.from({ length: 11 }, () => 'a'.repeat(TRANSLATION_LIMITS.textMax)),
    );
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ message: TRANSLATION_MESSAGES.translationBatchTooLarge });
  });
});

describe("the admin's reviewed translations", () => {
  it("win over the service for the project's current description, and go stale when it changes", async () => {
    const project = await createProject(api.db, { description: fresh('Townhouses near the mall') });
    const params = { id: String(project.id), language: 'fr' as const };

    const saved = await admin.client.adminTranslations.saveReviewedTranslation({
      params,
      body: { description: 'Maisons de ville près du centre commercial' },
    });
    expect(saved).toMatchObject({
      status: 200,
      body: {
        projectId: project.id,
        language: 'fr',
        description: 'Maisons de ville près du centre commercial',
        isCurrent: true,
      },
    });

    const before = upstream.calls.length;
    expect((await translate(project.description, 'fr')).body).toEqual({
      translatedText: 'Maisons de ville près du centre commercial',
    });
    expect((await translateBatch([project.description], 'fr')).body).toEqual({
      translatedTexts: ['Maisons de ville près du centre commercial'],
    });
    expect(upstream.calls.length).toBe(before);

    // The description changes: the reviewed translation is stale and answers no text.
    const updated = fresh('Townhouses and shops near the mall');
    await api.db
      .updateTable('projects')
      .set({ description: updated })
      .where('id', '=', project.id)
      .execute();
    const listed = await admin.client.adminTranslations.listReviewedTranslations({
      params: { id: String(project.id) },
    });
    expect(listed).toMatchObject({ status: 200, body: [{ language: 'fr', isCurrent: false }] });
    expect((await translate(project.description, 'fr')).body).toEqual({
      translatedText: `[fr] ${project.description}`,
    });
    expect((await translate(updated, 'fr')).body).toEqual({ translatedText: `[fr] ${updated}` });
  });

  it('are saved and removed by the admin only, each change audited', async () => {
    const project = await createProject(api.db);
    const params = { id: String(project.id), language: 'es' as const };
    const body = { description: 'Veinticuatro apartamentos alrededor de un patio' };

    const investor = await signedInUser(api);
    const refused = await investor.client.adminTranslations.saveReviewedTranslation({
      params,
      body,
    });
    expect(refused.status).toBe(403);
    const visitor = await api.client.adminTranslations.saveReviewedTranslation({ params, body });
    expect(visitor.status).toBe(401);
    expect(
      (await investor.client.adminTranslations.deleteReviewedTranslation({ params })).status,
    ).toBe(403);

    const english = await admin.client.adminTranslations.saveReviewedTranslation({
      params: { ...params, language: 'en' },
      body,
    });
    expect(english.status).toBe(400);
    expect(english.body).toMatchObject({
      message: TRANSLATION_MESSAGES.translationLanguageInvalid,
    });

    expect(
      (await admin.client.adminTranslations.saveReviewedTranslation({ params, body })).status,
    ).toBe(200);
    const removed = await admin.client.adminTranslations.deleteReviewedTranslation({ params });
    expect(removed.status).toBe(204);
    const listed = await admin.client.adminTranslations.listReviewedTranslations({
      params: { id: String(project.id) },
    });
    expect(listed.body).toEqual([]);

    const trail = await auditRecordsOf(
      api.db,
      AUDIT_ENTITY_TYPES.reviewedTranslation,
      `${project.id}:es`,
    );
    expect(trail.map((row) => [row.action, row.actorUserId])).toEqual([
      [AUDIT_ACTIONS.reviewedTranslationSave, admin.user.id],
      [AUDIT_ACTIONS.reviewedTranslationDelete, admin.user.id],
    ]);
    expect(trail[0]?.after).toMatchObject({ description: body.description, isCurrent: true });
  });

  it('go with their project, and the deletion records them', async () => {
    const project = await createProject(api.db);
    await admin.client.adminTranslations.saveReviewedTranslation({
      params: { id: String(project.id), language: 'nl' },
      body: { description: 'Vierentwintig appartementen rond een binnenplaats' },
    });
    const deleted = await admin.client.adminProjects.deleteProject({
      params: { id: String(project.id) },
    });
    expect(deleted.status).toBe(200);
    const [deletion] = await auditRecordsOf(api.db, AUDIT_ENTITY_TYPES.project, project.id);
    expect(deletion?.action).toBe(AUDIT_ACTIONS.projectDelete);
    expect(deletion?.before).toMatchObject({
      cascade: { reviewedTranslations: { count: 1, ids: ['nl'] } },
    });
    const left = await api.db
      .selectFrom('reviewedTranslations')
      .select('language')
      .where('projectId', '=', project.id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('without a translation service', () => {
  let bare: TestApi;
  beforeAll(async () => {
    bare = await startTestApi();
  });
  afterAll(() => bare.close());

  it('answers the original text, and limits calls per address (429 after 60 a minute)', async () => {
    const call = (text: string) =>
      bare.client.translation.translate({ body: { text, targetLanguage: 'ko' } });
    expect((await call('Handover in the third quarter')).body).toEqual({
      translatedText: 'Handover in the third quarter',
    });
    for (let i = 1; i < 60; i++) expect((await call(`Text ${i}`)).status).toBe(200);

    const refused = await fetch(`${bare.baseUrl}/api/translate/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ texts: ['One more'], targetLanguage: 'ko' }),
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: AUTH_MESSAGES.tooManyRequests });
  });
});

describe('the daily character budget', () => {
  let budgeted: TestApi;
  beforeAll(async () => {
    budgeted = await startTestApi({
      captureLog: true,
      env: { TRANSLATE_URL: upstreamUrl, TRANSLATE_DAILY_CHARACTER_BUDGET: '50' },
    });
  });
  afterAll(() => budgeted.close());

  const call = (text: string) =>
    budgeted.client.translation.translate({ body: { text, targetLanguage: 'sw' } });

  it('stops asking the service once spent, answers the original text and warns once', async () => {
    const first = 'Two bedrooms, garden view.';
    const second = 'Three bedrooms with a pool.';
    const before = upstream.calls.length;

    expect((await call(first)).body).toEqual({ translatedText: `[sw] ${first}` });
    expect(upstream.calls.length).toBe(before + 1);

    // 26 + 27 characters is past the day's 50: the second is not sent.
    expect((await call(second)).body).toEqual({ translatedText: second });
    expect((await call(`${second} Again`)).body).toEqual({ translatedText: `${second} Again` });
    expect(upstream.calls.length).toBe(before + 1);

    // What is cached still answers.
    expect((await call(first)).body).toEqual({ translatedText: `[sw] ${first}` });

    const warnings = budgeted.logLines.filter((line) => line.includes('Daily budget'));
    expect(warnings).toHaveLength(1);
    const spent = await budgeted.db
      .selectFrom('paidServiceSpending')
      .select(['service', 'used'])
      .execute();
    expect(spent).toEqual([{ service: 'translation', used: first.length }]);
  });
});

describe('the cache lifetime', () => {
  it('asks the service again for a translation cached longer ago than TRANSLATE_CACHE_DAYS', async () => {
    const text = fresh('Rooftop terrace with a view');
    expect((await translate(text, 'nl')).body).toEqual({ translatedText: `[nl] ${text}` });
    const before = upstream.calls.length;

    const ninetyOneDaysAgo = new Date(Date.now() - 91 * 24 * 60 * 60 * 1000);
    await api.db
      .updateTable('translationCache')
      .set({ createdAt: ninetyOneDaysAgo, translatedText: 'stale answer' })
      .where('sourceText', '=', text)
      .execute();
    expect((await translate(text, 'nl')).body).toEqual({ translatedText: `[nl] ${text}` });
    expect(upstream.calls.length).toBe(before + 1);

    // The fresh answer replaced the expired one, so the next ask is the cache's again.
    expect((await translate(text, 'nl')).body).toEqual({ translatedText: `[nl] ${text}` });
    expect(upstream.calls.length).toBe(before + 1);
  });
});
