import {
  catalogAnswer,
  CHATBOT_LIMITS,
  isCatalogIntent,
  parseQuestion,
  type TChatbotMessageBody,
  type TLanguageCode,
} from '@coinvest/contract';
import {
  renderRoutes,
  sentBodies,
  stubFetch,
  type FetchStub,
  type StubbedResponse,
} from '@coinvest/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeSiteLanguage, i18n } from '../../../i18n';
import { currencyRatesRoute } from '../../../lib/currency/testing';
import { renderApp } from '../../../test/render';
import { ChatbotWidget } from './ChatbotWidget';

const CHAT = '/api/chatbot/message';

type ChatRoute = (body: TChatbotMessageBody) => StubbedResponse;

const echo: ChatRoute = (body) => ({
  status: 200,
  body: { response: `Answer to ${body.message}` },
});

function stubChat(answer: ChatRoute = echo) {
  return stubFetch({
    ...currencyRatesRoute,
    [`POST ${CHAT}`]: (body) => answer(body as TChatbotMessageBody),
  });
}

/** Calls to the chatbot get `answer` (which may not have settled yet); the others, the stub's. */
function interceptChat(fetchStub: FetchStub, answer: () => Promise<Response>) {
  const routes = fetchStub.getMockImplementation();
  fetchStub.mockImplementation((input, init) => {
    const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    if (new URL(href, 'http://localhost').pathname === CHAT) return answer();
    return routes ? routes(input, init) : Promise.reject(new Error('fetch is not stubbed'));
  });
}

/** The widget on a page of its own, with a project page its links can open. */
function renderWidget() {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <Outlet />
            <ChatbotWidget />
          </>
        ),
        children: [
          { index: true, element: <h1>Home page</h1> },
          { path: 'projects/:id', element: <h1>Project page</h1> },
        ],
      },
    ],
    { i18n },
  );
}

const launcher = () => screen.getByRole('button', { name: 'Chat with our assistant' });
const input = () => screen.getByRole('textbox', { name: 'Your message' });
const log = () => screen.getByRole('log', { name: 'Conversation with the assistant' });

async function openChat() {
  const user = userEvent.setup();
  await user.click(launcher());
  return user;
}

async function ask(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(input(), `${text}{Enter}`);
  await waitFor(() => expect(screen.queryByText('The assistant is typing…')).toBeNull());
}

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(async () => {
  await changeSiteLanguage(i18n, 'en');
});

/** The API's answer to a first question it answers from the catalog alone. */
function sameAnswer(question: string, language: TLanguageCode) {
  const { intent } = parseQuestion(question, { language, locations: [], namesProject: false });
  if (!isCatalogIntent(intent)) throw new Error(`${question} is not answered from the catalog`);
  return catalogAnswer(intent, language);
}

describe('the chatbot widget', () => {
  it('is on every page of the shell, closed until the launcher opens it', async () => {
    stubFetch(currencyRatesRoute);
    renderApp('/faq');

    const button = await screen.findByRole('button', { name: 'Chat with our assistant' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('log')).toBeNull();
  });

  it('moves focus into the input on open, and back to the launcher when Escape minimises it', async () => {
    stubChat();
    renderWidget();
    const user = await openChat();

    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveFocus();
    expect(log()).toHaveAttribute('aria-live', 'polite');

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('log')).toBeNull();
    expect(launcher()).toHaveFocus();
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends the message on Enter, shows the typing indicator, then the answer', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchStub = stubChat();
    interceptChat(fetchStub, () => new Promise((resolve) => (answer = resolve)));
    renderWidget();
    const user = await openChat();

    await user.type(input(), 'Hello{Enter}');

    expect(within(log()).getByText('Hello')).toBeVisible();
    expect(input()).toHaveValue('');
    expect(within(log()).getByText('The assistant is typing…')).toBeVisible();
    answer(Response.json({ response: 'Akwaaba!' }));
    expect(await within(log()).findByText('Akwaaba!')).toBeVisible();
    expect(screen.queryByText('The assistant is typing…')).toBeNull();
    expect(sentBodies(fetchStub, 'POST', CHAT)).toEqual([
      { message: 'Hello', history: [], language: 'en' },
    ]);
  });

  it('sends nothing for an empty or whitespace-only message, on Enter or Send', async () => {
    const fetchStub = stubChat();
    renderWidget();
    const user = await openChat();

    await user.keyboard('{Enter}');
    await user.type(input(), '   ');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(sentBodies(fetchStub, 'POST', CHAT)).toEqual([]);
    expect(within(log()).queryAllByText(/^You:/)).toHaveLength(0);
  });

  it('starts a new line on Shift+Enter and sends both lines with Send', async () => {
    const fetchStub = stubChat();
    renderWidget();
    const user = await openChat();

    await user.type(input(), 'First line{Shift>}{Enter}{/Shift}second line');

    expect(input()).toHaveValue('First line\nsecond line');
    expect(sentBodies(fetchStub, 'POST', CHAT)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await within(log()).findByText(/Answer to First line\s+second line/);
    expect(sentBodies(fetchStub, 'POST', CHAT)).toEqual([
      expect.objectContaining({ message: 'First line\nsecond line' }),
    ]);
  });

  it('sends the last 6 messages of the conversation as history with each call', async () => {
    const fetchStub = stubChat();
    renderWidget();
    const user = await openChat();

    for (const question of ['one', 'two', 'three', 'four']) await ask(user, question);

    const lastCall = sentBodies(fetchStub, 'POST', CHAT).at(-1) as TChatbotMessageBody;
    expect(lastCall.message).toBe('four');
    expect(lastCall.history).toHaveLength(CHATBOT_LIMITS.historyMax);
    expect(lastCall.history.map(({ sender, content }) => `${sender}: ${content}`)).toEqual([
      'user: one',
      'bot: Answer to one',
      'user: two',
      'bot: Answer to two',
      'user: three',
      'bot: Answer to three',
    ]);
    expect(Object.keys(lastCall.history[0] ?? {}).sort()).toEqual([
      'content',
      'id',
      'sender',
      'timestamp',
    ]);
  });

  it("sends the site's current language", async () => {
    const fetchStub = stubChat();
    await changeSiteLanguage(i18n, 'fr');
    renderWidget();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: i18n.t('chatbot.launcher') }));

    await user.type(
      screen.getByRole('textbox', { name: i18n.t('chatbot.inputLabel') }),
      'Bonjour{Enter}',
    );

    await waitFor(() =>
      expect(sentBodies(fetchStub, 'POST', CHAT)).toEqual([
        { message: 'Bonjour', history: [], language: 'fr' },
      ]),
    );
  });

  it("turns an answer's site links into links that open the page, and drops any other address", async () => {
    stubChat(() => ({
      status: 200,
      body: {
        response: 'Palm Court Residences is in East Legon.',
        links: [
          { label: 'Palm Court Residences', href: '/projects/3' },
          { label: 'Elsewhere', href: '//evil.example/projects' },
        ],
      },
    }));
    renderWidget();
    const user = await openChat();

    await ask(user, 'Which projects are in East Legon?');
    const link = within(log()).getByRole('link', { name: 'Palm Court Residences' });
    expect(within(log()).queryByRole('link', { name: 'Elsewhere' })).toBeNull();
    await user.click(link);

    expect(await screen.findByRole('heading', { name: 'Project page' })).toBeVisible();
  });

  it('keeps the conversation for the session: a remounted widget shows it and sends it as history', async () => {
    const fetchStub = stubChat();
    const first = renderWidget();
    const user = await openChat();
    await ask(user, 'Hello');
    first.unmount();

    renderWidget();
    const again = await openChat();

    expect(within(log()).getByText('Hello')).toBeVisible();
    expect(within(log()).getByText('Answer to Hello')).toBeVisible();
    await ask(again, 'And then?');
    const lastCall = sentBodies(fetchStub, 'POST', CHAT).at(-1) as TChatbotMessageBody;
    expect(lastCall.history.map((message) => message.content)).toEqual([
      'Hello',
      'Answer to Hello',
    ]);
  });

  describe('when the assistant cannot answer', () => {
    it.each([
      ['a server error', { status: 500, body: { message: 'Internal Server Error' } }],
      ['the rate limit', { status: 429, body: { message: 'Too many requests' } }],
    ])("answers with the API's engine after %s: the FAQ's minimum", async (_case, failure) => {
      stubChat(() => failure);
      renderWidget();
      const user = await openChat();

      await ask(user, 'What is the minimum investment?');

      const answer = await within(log()).findByText(/Co-buying typically starts from/);
      expect(answer).toHaveTextContent(catalogAnswer('minimum', 'en').response);
      expect(answer).toHaveTextContent('Co-buying typically starts from 25,000 cedis.');
      expect(within(answer).getByRole('link', { name: 'All projects' })).toHaveAttribute(
        'href',
        '/projects',
      );
    });

    it('answers profit sharing, KYC, contact and greetings as the API does', async () => {
      stubChat(() => ({ status: 503, body: { message: 'Unavailable' } }));
      renderWidget();
      const user = await openChat();

      await ask(user, 'What returns can I expect?');
      expect(
        await within(log()).findByText(/profit sharing on sale, not on a fixed return/),
      ).toBeVisible();
      await ask(user, 'How does identity verification work?');
      expect(within(log()).getByRole('link', { name: 'KYC verification' })).toHaveAttribute(
        'href',
        '/kyc-verification',
      );
      await ask(user, 'Can I talk to someone?');
      expect(within(log()).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
        'href',
        '/contact',
      );
      await ask(user, 'Hi there');
      expect(within(log()).getByText(/I can tell you about our projects/)).toBeVisible();
    });

    it.each([
      ['en', 'What is the minimum?'],
      ['en', 'How do I pay from abroad?'],
      ['en', 'Is my money safe?'],
      ['fr', 'Quel est le minimum ?'],
      ['fr', 'Comment payer depuis l’étranger ?'],
      ['fr', 'Mon argent est-il en sécurité ?'],
      ['ar', 'ما هو الحد الأدنى؟'],
      ['ar', 'كيف أدفع من الخارج؟'],
      ['ar', 'هل أموالي آمنة؟'],
    ] as const)(
      "gives the API's answer to the FAQ question in %s: %s",
      async (language, question) => {
        await changeSiteLanguage(i18n, language);
        stubChat(() => ({ status: 500, body: { message: 'Internal Server Error' } }));
        renderWidget();
        const user = userEvent.setup();
        await user.click(screen.getByRole('button', { name: i18n.t('chatbot.launcher') }));
        await user.type(
          screen.getByRole('textbox', { name: i18n.t('chatbot.inputLabel') }),
          `${question}{Enter}`,
        );

        const expected = sameAnswer(question, language);
        const log = screen.getByRole('log', { name: i18n.t('chatbot.conversation') });
        // The page's text has its spaces collapsed: so must the expected one ('25 000' in French).
        const answer = await within(log).findByText(expected.response.replace(/\s+/g, ' '), {
          exact: false,
        });
        for (const link of expected.links) {
          expect(within(answer).getByRole('link', { name: link.label })).toHaveAttribute(
            'href',
            link.href,
          );
        }
      },
    );

    it('looks back over the last 4 messages for a topic, and no further', async () => {
      let failing = false;
      stubChat((body) =>
        failing ? { status: 500, body: { message: 'Internal Server Error' } } : echo(body),
      );
      renderWidget();
      const user = await openChat();

      await ask(user, 'What is the minimum amount?');
      failing = true;
      // Messages 3 and 4: the minimum question is 3 messages back, so it still decides.
      await ask(user, 'Tell me more');
      expect(within(log()).getAllByText(/Co-buying typically starts from/)).toHaveLength(1);

      // Now the minimum question is 5 messages back: the default answer.
      await ask(user, 'Anything else?');
      expect(within(log()).getByText(/can't reach our live assistant/)).toBeVisible();
    });

    it('answers locally when the network is down', async () => {
      interceptChat(stubChat(), () => Promise.reject(new TypeError('Failed to fetch')));
      renderWidget();
      const user = await openChat();

      await ask(user, 'How is the profit shared?');

      expect(
        within(log()).getByText(/if you funded 10% of the unit, you receive 10% of its profit/),
      ).toBeVisible();
    });
  });
});
