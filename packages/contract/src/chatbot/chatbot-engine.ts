import type { TProjectStatus, TProjectType } from '../projects/projects.schemas';
import {
  PAYMENT_DEADLINE_DAYS,
  TYPICAL_MINIMUM_INVESTMENT_CEDIS,
} from '../investments/investments.schemas';
import { fillTemplate, SERVER_TEXTS, type ServerTexts } from '../messages/server-texts';
import { LANGUAGE_CODES, type TLanguageCode } from '../users/languages';
import { CHATBOT_LIMITS, type TChatLink, type TChatMessage } from './chatbot.schemas';
import { CHATBOT_KEYWORDS, type ChatbotKeywords } from './chatbot-keywords';

export type ChatIntent =
  | 'kycInfo'
  | 'kycStatus'
  | 'projectFacts'
  | 'profitSharing'
  | 'contact'
  | 'projects'
  | 'greeting'
  | 'minimum'
  | 'payFromAbroad'
  | 'moneySafe'
  | 'unknown';

/** What a question about projects narrows the list to; every part is optional. */
export interface ProjectQuestionFilters {
  /** A place taken from the projects' own locations ('East Legon'). */
  location?: string;
  /** An upper limit in US dollars, on the minimum investment or on the unit price. */
  budget?: { amount: number; on: 'minInvestment' | 'unitPrice' };
  projectType?: TProjectType;
  status?: TProjectStatus;
}

export interface ParsedQuestion {
  intent: ChatIntent;
  filters: ProjectQuestionFilters;
}

/** Lower case, accents and apostrophes folded, so 'Théâtre' and 'theatre' compare equal. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[’`]/g, "'")
    .toLowerCase();
}

const SPACED_WORD = /^[\p{Script=Latin}\p{Script=Cyrillic}\d]/u;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether the (normalized) text holds the keyword: at the start of a word for Latin and
 * Cyrillic keywords (stems find their longer forms), anywhere for the other scripts. Short
 * Latin keywords (hi, ev, kar) must be whole words.
 */
function hasKeyword(text: string, keyword: string): boolean {
  const word = normalize(keyword);
  if (!SPACED_WORD.test(word)) return text.includes(word);
  const end = word.trim().length <= 3 ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}${end}`, 'u').test(text);
}

const hasAny = (text: string, keywords: readonly string[]) =>
  keywords.some((keyword) => hasKeyword(text, keyword));

/** The keyword lists to listen with: the reader's language and English, then every language. */
function keywordSets(language: TLanguageCode): ChatbotKeywords[][] {
  const first = [...new Set<TLanguageCode>([language, 'en'])];
  return [
    first.map((code) => CHATBOT_KEYWORDS[code]),
    LANGUAGE_CODES.map((c) => CHATBOT_KEYWORDS[c]),
  ];
}

function matchesIn(text: string, sets: ChatbotKeywords[], pick: (k: ChatbotKeywords) => string[]) {
  return sets.some((keywords) => hasAny(text, pick(keywords)));
}

function findOption<T extends string>(
  text: string,
  sets: ChatbotKeywords[],
  pick: (k: ChatbotKeywords) => Record<T, string[]>,
  order: readonly T[],
): T | undefined {
  return order.find((option) => sets.some((keywords) => hasAny(text, pick(keywords)[option])));
}

// Longer phrases first: 'near completion' must win over 'completed'.
const STATUS_ORDER = [
  'near_completion',
  'pre_construction',
  'under_construction',
  'completed',
  'planning',
] as const satisfies readonly TProjectStatus[];
const TYPE_ORDER = [
  'mixed-use',
  'commercial',
  'residential',
] as const satisfies readonly TProjectType[];

/** Amounts below this are not budgets (bedrooms, months, '2 units'). */
const SMALLEST_BUDGET = 100;

/**
 * The amount a question names: '50,000', '50 000', '50.000', '50k', '2.5k', '5万' or '5만'
 * (ten thousands). Groups of three digits after a separator are thousands, whatever the
 * separator; the largest amount in the text counts.
 */
export function parseAmount(text: string): number | undefined {
  const amounts: number[] = [];
  const scaled = /(\d+(?:[.,]\d+)?)\s?(k|万|만)(?![\p{L}])/giu;
  const rest = text.replace(scaled, (_, digits: string, unit: string) => {
    const factor = unit.toLowerCase() === 'k' ? 1_000 : 10_000;
    amounts.push(Math.round(Number(digits.replace(',', '.')) * factor));
    return ' ';
  });
  for (const match of rest.matchAll(/\d{1,3}(?:[,.\u00a0\u202f' ]\d{3})+|\d+/g)) {
    amounts.push(Number(match[0].replace(/\D/g, '')));
  }
  const budgets = amounts.filter((amount) => Number.isFinite(amount) && amount >= SMALLEST_BUDGET);
  return budgets.length > 0 ? Math.max(...budgets) : undefined;
}

/**
 * The place a question names, from the projects' own locations: each location's parts
 * ('East Legon', 'Accra'), the longest found in the text.
 */
export function findLocation(text: string, locations: readonly string[]): string | undefined {
  const parts = new Set(
    locations.flatMap((location) => location.split(',').map((part) => part.trim())),
  );
  return [...parts]
    .filter((part) => part.length >= 3 && hasKeyword(text, part))
    .sort((a, b) => b.length - a.length)[0];
}

export interface QuestionContext {
  language: TLanguageCode;
  /** Every location a project has. */
  locations: readonly string[];
  /** Whether the message names a project by its title. */
  namesProject: boolean;
}

function projectFilters(
  text: string,
  sets: ChatbotKeywords[],
  locations: readonly string[],
): ProjectQuestionFilters {
  const filters: ProjectQuestionFilters = {};
  const location = findLocation(text, locations);
  if (location) filters.location = location;
  // The place's own digits or words are not an amount or a type.
  const rest = location ? text.replace(normalize(location), ' ') : text;
  const amount = parseAmount(rest);
  if (amount !== undefined) {
    const on = matchesIn(rest, sets, (k) => k.unitPrice) ? 'unitPrice' : 'minInvestment';
    filters.budget = { amount, on };
  }
  const projectType = findOption(rest, sets, (k) => k.types, TYPE_ORDER);
  if (projectType) filters.projectType = projectType;
  const status = findOption(rest, sets, (k) => k.statuses, STATUS_ORDER);
  if (status) filters.status = status;
  return filters;
}

const hasFilters = (filters: ProjectQuestionFilters) => Object.keys(filters).length > 0;

function intentWith(
  text: string,
  sets: ChatbotKeywords[],
  filters: ProjectQuestionFilters,
  namesProject: boolean,
): ChatIntent {
  const has = (pick: (k: ChatbotKeywords) => string[]) => matchesIn(text, sets, pick);
  if (has((k) => k.kyc)) return has((k) => k.ownStatus) ? 'kycStatus' : 'kycInfo';
  if (namesProject) return 'projectFacts';
  if (has((k) => k.sharing) && has((k) => k.profit)) return 'profitSharing';
  if (has((k) => k.contact)) return 'contact';
  // The FAQ's questions, unless the question narrows a list of projects ('minimum under 30k').
  if (!hasFilters(filters)) {
    if (has((k) => k.safety)) return 'moneySafe';
    if (has((k) => k.payment)) return 'payFromAbroad';
    if (has((k) => k.minimum)) return 'minimum';
  }
  if (has((k) => k.projects) || hasFilters(filters)) return 'projects';
  if (has((k) => k.profit)) return 'profitSharing';
  if (has((k) => k.greeting)) return 'greeting';
  return 'unknown';
}

/** The message's intent and filters, in the reader's language first, then in any language. */
export function parseQuestion(message: string, context: QuestionContext): ParsedQuestion {
  const text = normalize(message);
  let parsed: ParsedQuestion = { intent: 'unknown', filters: {} };
  for (const sets of keywordSets(context.language)) {
    const filters = projectFilters(text, sets, context.locations);
    parsed = { intent: intentWith(text, sets, filters, context.namesProject), filters };
    if (parsed.intent !== 'unknown') break;
  }
  return parsed;
}

/**
 * A follow-up ('and under 30,000?') gives only filters: it keeps asking the latest earlier
 * question about projects, with its filters where the follow-up names none. A question that
 * says 'projects' itself starts afresh. A message naming no topic ('tell me more') keeps the
 * latest earlier question's.
 */
export function withFollowUp(
  current: ParsedQuestion,
  currentMessage: string,
  earlier: readonly ParsedQuestion[],
  language: TLanguageCode,
): ParsedQuestion {
  if (current.intent === 'unknown') {
    return earlier.find((question) => question.intent !== 'unknown') ?? current;
  }
  if (current.intent !== 'projects') return current;
  const text = normalize(currentMessage);
  const [sets = []] = keywordSets(language);
  if (matchesIn(text, sets, (k) => k.projects)) return current;
  const previous = earlier.find((question) => question.intent === 'projects');
  if (!previous) return current;
  return { intent: 'projects', filters: { ...previous.filters, ...current.filters } };
}

/**
 * The reader's earlier questions that still count, newest first: with the new message, the
 * last 4 messages of the conversation. Earlier questions name no project by title.
 */
export function earlierQuestions(
  history: readonly TChatMessage[],
  context: Omit<QuestionContext, 'namesProject'>,
): ParsedQuestion[] {
  return history
    .slice(-(CHATBOT_LIMITS.fallbackLookBack - 1))
    .filter((message) => message.sender === 'user')
    .reverse()
    .map((message) => parseQuestion(message.content, { ...context, namesProject: false }));
}

/** The FAQ's answers the chatbot gives too, the rules' values filled in: the FAQ page reads them here. */
export function sharedFaqAnswer(id: keyof ServerTexts['faq'], language: TLanguageCode): string {
  return fillTemplate(
    SERVER_TEXTS[language].faq[id],
    { minimumCedis: TYPICAL_MINIMUM_INVESTMENT_CEDIS },
    language,
  );
}

/** The investor site's pages an answer links to. */
export const CHATBOT_PATHS = {
  projects: '/projects',
  faq: '/faq',
  contact: '/contact',
  kyc: '/kyc-verification',
  signIn: '/signin',
} as const;

/** What the chatbot answers: a text and the site's pages it names. */
export interface ChatbotAnswer {
  response: string;
  links: TChatLink[];
}

/** The intents the catalog answers alone; the others read projects or the caller's KYC. */
export type CatalogIntent = Exclude<ChatIntent, 'projects' | 'projectFacts' | 'kycStatus'>;

export function isCatalogIntent(intent: ChatIntent): intent is CatalogIntent {
  return intent !== 'projects' && intent !== 'projectFacts' && intent !== 'kycStatus';
}

/**
 * The answer from the text catalog, in the reader's language, the rules' values filled in: the
 * API and the investor site's offline fallback give the same one.
 */
export function catalogAnswer(intent: CatalogIntent, language: TLanguageCode): ChatbotAnswer {
  const texts = SERVER_TEXTS[language].chatbot;
  const link = (label: string, href: string): TChatLink => ({ label, href });
  switch (intent) {
    case 'greeting':
      return { response: texts.greeting, links: [] };
    case 'kycInfo':
      return { response: texts.kycInfo, links: [link(texts.linkKyc, CHATBOT_PATHS.kyc)] };
    case 'profitSharing':
      return { response: texts.profitSharing, links: [] };
    case 'contact':
      return { response: texts.contact, links: [link(texts.linkContact, CHATBOT_PATHS.contact)] };
    case 'minimum':
      return {
        response: sharedFaqAnswer('minimumAmount', language),
        links: [
          link(texts.linkAllProjects, CHATBOT_PATHS.projects),
          link(texts.linkFaq, CHATBOT_PATHS.faq),
        ],
      };
    case 'payFromAbroad':
      return {
        response: fillTemplate(
          texts.payFromAbroad,
          { deadlineDays: PAYMENT_DEADLINE_DAYS },
          language,
        ),
        links: [link(texts.linkContact, CHATBOT_PATHS.contact)],
      };
    case 'moneySafe':
      return {
        response: sharedFaqAnswer('risks', language),
        links: [link(texts.linkFaq, CHATBOT_PATHS.faq)],
      };
    case 'unknown':
      return { response: texts.unknown, links: [link(texts.linkContact, CHATBOT_PATHS.contact)] };
  }
}
