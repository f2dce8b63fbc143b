import { LANGUAGE_CODES, type TLanguageCode } from '@coinvest/contract';
import type { ProjectStatus, ProjectType } from '@coinvest/db';
import { CHATBOT_KEYWORDS, type ChatbotKeywords } from './chatbot-keywords';

export type ChatIntent =
  | 'kycInfo'
  | 'kycStatus'
  | 'projectFacts'
  | 'profitSharing'
  | 'contact'
  | 'projects'
  | 'greeting'
  | 'unknown';

/** What a question about projects narrows the list to; every part is optional. */
export interface ProjectQuestionFilters {
  /** A place taken from the projects' own locations ('East Legon'). */
  location?: string;
  /** An upper limit in US dollars, on the minimum investment or on the unit price. */
  budget?: { amount: number; on: 'minInvestment' | 'unitPrice' };
  projectType?: ProjectType;
  status?: ProjectStatus;
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
] as const satisfies readonly ProjectStatus[];
const TYPE_ORDER = [
  'mixed-use',
  'commercial',
  'residential',
] as const satisfies readonly ProjectType[];

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
 * says 'projects' itself starts afresh.
 */
export function withFollowUp(
  current: ParsedQuestion,
  currentMessage: string,
  earlier: readonly ParsedQuestion[],
  language: TLanguageCode,
): ParsedQuestion {
  if (current.intent !== 'projects') return current;
  const text = normalize(currentMessage);
  const [sets = []] = keywordSets(language);
  if (matchesIn(text, sets, (k) => k.projects)) return current;
  const previous = earlier.find((question) => question.intent === 'projects');
  if (!previous) return current;
  return { intent: 'projects', filters: { ...previous.filters, ...current.filters } };
}
