import { describe, expect, it } from 'vitest';
import { PAYMENT_DEADLINE_DAYS } from '../investments/investments.schemas';
import { SERVER_TEXTS } from '../messages/server-texts';
import type { TLanguageCode } from '../users/languages';
import {
  catalogAnswer,
  isCatalogIntent,
  parseQuestion,
  sharedFaqAnswer,
  withFollowUp,
  type ChatIntent,
} from './chatbot-engine';

/** The FAQ's three questions as a reader types them, and the topic each must be. */
const FAQ_QUESTIONS: [TLanguageCode, string, ChatIntent][] = [
  ['en', 'What is the minimum?', 'minimum'],
  ['en', 'How do I pay from abroad?', 'payFromAbroad'],
  ['en', 'Is my money safe?', 'moneySafe'],
  ['fr', 'Quel est le minimum ?', 'minimum'],
  ['fr', 'Comment payer depuis l’étranger ?', 'payFromAbroad'],
  ['fr', 'Mon argent est-il en sécurité ?', 'moneySafe'],
  ['ar', 'ما هو الحد الأدنى؟', 'minimum'],
  ['ar', 'كيف أدفع من الخارج؟', 'payFromAbroad'],
  ['ar', 'هل أموالي آمنة؟', 'moneySafe'],
];

const ask = (message: string, language: TLanguageCode) =>
  parseQuestion(message, { language, locations: [], namesProject: false });

describe("the chatbot's engine", () => {
  it.each(FAQ_QUESTIONS)(
    'reads the FAQ question in %s "%s" as %s',
    (language, question, intent) => {
      expect(ask(question, language).intent).toBe(intent);
    },
  );

  it.each(['en', 'fr', 'ar'] as const)(
    'answers the FAQ questions in %s with the FAQ page’s own texts and the rules’ values',
    (language) => {
      const minimum = catalogAnswer('minimum', language).response;
      expect(minimum).toBe(sharedFaqAnswer('minimumAmount', language));
      expect(minimum.replace(/\D/g, '')).toContain('25000');
      expect(catalogAnswer('moneySafe', language).response).toBe(SERVER_TEXTS[language].faq.risks);
      const pay = catalogAnswer('payFromAbroad', language).response;
      expect(pay).toContain(String(PAYMENT_DEADLINE_DAYS));
      expect(pay).not.toMatch(/\{\w+\}/);
    },
  );

  it('writes the minimum the reader’s way: 25,000 in English, 25 000 in French', () => {
    expect(catalogAnswer('minimum', 'en').response).toContain('25,000 cedis');
    expect(catalogAnswer('minimum', 'fr').response).toMatch(/25\s000 cedis/);
  });

  it('keeps a question about projects under a budget a projects question', () => {
    expect(ask('projects with a minimum under 30,000', 'en').intent).toBe('projects');
  });

  it('keeps the topic of the newest earlier question when a message names none', () => {
    const earlier = [ask('Is my money safe?', 'en')];
    expect(withFollowUp(ask('Tell me more', 'en'), 'Tell me more', earlier, 'en').intent).toBe(
      'moneySafe',
    );
  });

  it('answers from the catalog only what needs no database', () => {
    expect(isCatalogIntent('minimum')).toBe(true);
    expect(
      ['projects', 'projectFacts', 'kycStatus'].some((i) => isCatalogIntent(i as ChatIntent)),
    ).toBe(false);
  });

  it('answers how profit is shared with the one profit model, never a split among investors', () => {
    expect(ask('How is profit shared?', 'en').intent).toBe('profitSharing');
    const { response } = catalogAnswer('profitSharing', 'en');
    expect(response).toContain('sold price minus the unit’s price and the costs of the sale');
    expect(response).toContain('if you funded 10% of the unit, you receive 10% of its profit');
    expect(response).toContain('belongs to its developer');
    expect(response).not.toMatch(/in proportion to the amounts invested/);
  });
});
