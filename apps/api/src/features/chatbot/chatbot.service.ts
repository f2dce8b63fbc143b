import {
  catalogAnswer,
  CHATBOT_PATHS,
  earlierQuestions,
  isCatalogIntent,
  parseQuestion,
  SERVER_TEXTS,
  withFollowUp,
  type ChatbotAnswer,
  type ChatbotTexts,
  type ProjectQuestionFilters,
  type TChatbotMessageBody,
  type TChatbotResponse,
  type TLanguageCode,
} from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../lib/access/request-user';
import { isKycCurrent } from '../kyc/kyc-gate';
import { findKycByUserId } from '../kyc/kyc.repository';
import { toProject } from '../projects/project.mapper';
import {
  countProjects,
  findProject,
  findProjectsTitledIn,
  listProjectLocations,
  listProjectPage,
  type ProjectFilters,
} from '../projects/projects.repository';
import { spendFromDailyBudget } from '../spending/daily-budget';
import { wordAnswerWithModel } from './chatbot-llm';

type Context = Pick<FastifyInstance, 'db' | 'config' | 'log'>;

/** At most this many projects are named in one answer; the rest are counted. */
export const CHATBOT_PROJECTS_LISTED = 5;

type Answer = ChatbotAnswer;

/** The template with each `{name}` replaced by its value, already written for the reader. */
function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Amounts in US dollars, written the reader's way ('$50,000', '50 000,00 $US'). */
function moneyIn(language: TLanguageCode, amount: string | number): string {
  const value = Number(amount);
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
  }).format(value);
}

const dateIn = (language: TLanguageCode, date: Date) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** Months with the language's own plural ('24 months', '24 месяца'). */
const monthsIn = (language: TLanguageCode, months: number) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'month', unitDisplay: 'long' }).format(
    months,
  );

const percentIn = (language: TLanguageCode, percent: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    Number(percent) / 100,
  );

function criteriaText(texts: ChatbotTexts, language: TLanguageCode, f: ProjectQuestionFilters) {
  const parts: string[] = [];
  if (f.location) parts.push(fill(texts.criteriaLocation, { location: f.location }));
  if (f.budget) {
    const template =
      f.budget.on === 'unitPrice' ? texts.criteriaUnitPrice : texts.criteriaMinInvestment;
    parts.push(fill(template, { amount: moneyIn(language, f.budget.amount) }));
  }
  if (f.projectType) parts.push(fill(texts.criteriaType, { type: texts.types[f.projectType] }));
  if (f.status) parts.push(fill(texts.criteriaStatus, { status: texts.statuses[f.status] }));
  return parts.join(texts.criteriaSeparator);
}

function repositoryFilters(f: ProjectQuestionFilters): ProjectFilters {
  const limit = f.budget?.amount.toFixed(2);
  return {
    location: f.location,
    projectType: f.projectType,
    status: f.status,
    budget: f.budget?.on === 'minInvestment' ? limit : undefined,
    maxUnitPrice: f.budget?.on === 'unitPrice' ? limit : undefined,
    words: [],
  };
}

async function projectsAnswer(
  { db }: Context,
  texts: ChatbotTexts,
  language: TLanguageCode,
  f: ProjectQuestionFilters,
): Promise<Answer> {
  const filters = repositoryFilters(f);
  const [rows, total] = await Promise.all([
    listProjectPage(db, filters, { limit: CHATBOT_PROJECTS_LISTED }),
    countProjects(db, filters),
  ]);
  const criteria = criteriaText(texts, language, f);
  const allProjects = { label: texts.linkAllProjects, href: CHATBOT_PATHS.projects };
  if (rows.length === 0) {
    return {
      response: criteria ? fill(texts.noProjects, { criteria }) : texts.noProjectsAll,
      links: [allProjects],
    };
  }
  const lines = [
    criteria
      ? fill(texts.projectsFound, { criteria, count: total })
      : fill(texts.projectsFoundAll, { count: total }),
    ...rows.map((row) =>
      fill(texts.projectLine, {
        title: row.title,
        location: row.location,
        minInvestment: moneyIn(language, row.minInvestment),
        unitPrice: moneyIn(language, row.unitPrice),
      }),
    ),
  ];
  const links = rows.map((row) => ({ label: row.title, href: `/projects/${row.id}` }));
  if (total > rows.length) {
    lines.push(fill(texts.moreProjects, { count: total - rows.length }));
    links.push(allProjects);
  }
  return { response: lines.join('\n'), links };
}

async function projectFactsAnswer(
  { db }: Context,
  texts: ChatbotTexts,
  language: TLanguageCode,
  projectId: number,
): Promise<Answer | undefined> {
  const row = await findProject(db, projectId);
  if (!row) return undefined;
  const project = toProject(row);
  const { profitRangeMin: min, profitRangeMax: max } = project;
  const profitRange =
    min !== null && max !== null
      ? `${percentIn(language, min)} – ${percentIn(language, max)}`
      : (project.expectedProfit ?? texts.notStated);
  return {
    response: fill(texts.projectFacts, {
      title: project.title,
      location: project.location,
      available: project.availableUnits,
      total: project.totalUnits,
      minInvestment: moneyIn(language, project.minInvestment),
      timeline:
        project.timeline === null
          ? (project.constructionTimeline ?? texts.notStated)
          : monthsIn(language, project.timeline),
      profitRange,
    }),
    links: [{ label: project.title, href: `/projects/${project.id}` }],
  };
}

/** The caller's own KYC status: read by the token's user id, never by anything in the message. */
async function kycStatusAnswer(
  { db }: Context,
  texts: ChatbotTexts,
  language: TLanguageCode,
  caller: AuthUser | null,
): Promise<Answer> {
  if (!caller) {
    return {
      response: texts.kycSignIn,
      links: [{ label: texts.linkSignIn, href: CHATBOT_PATHS.signIn }],
    };
  }
  const kyc = await findKycByUserId(db, caller.id);
  const kycLink = [{ label: texts.linkKyc, href: CHATBOT_PATHS.kyc }];
  if (!kyc) return { response: texts.kycNone, links: kycLink };
  const date = kyc.expiresAt ? dateIn(language, kyc.expiresAt) : '';
  const byStatus: Record<typeof kyc.status, string> = {
    pending: texts.kycPending,
    under_review: texts.kycUnderReview,
    approved: isKycCurrent(kyc)
      ? fill(texts.kycApproved, { date })
      : fill(texts.kycExpired, { date }),
    rejected: texts.kycRejected,
    requires_additional_info: texts.kycAdditionalInfo,
  };
  return { response: byStatus[kyc.status], links: kycLink };
}

async function ruleBasedAnswer(
  ctx: Context,
  body: TChatbotMessageBody,
  language: TLanguageCode,
  caller: AuthUser | null,
): Promise<Answer> {
  const texts = SERVER_TEXTS[language].chatbot;
  const [locations, [named]] = await Promise.all([
    listProjectLocations(ctx.db),
    findProjectsTitledIn(ctx.db, body.message, 1),
  ]);
  const parsed = parseQuestion(body.message, {
    language,
    locations,
    namesProject: named !== undefined,
  });
  const question = withFollowUp(
    parsed,
    body.message,
    earlierQuestions(body.history, { language, locations }),
    language,
  );
  if (isCatalogIntent(question.intent)) return catalogAnswer(question.intent, language);
  switch (question.intent) {
    case 'projects':
      return projectsAnswer(ctx, texts, language, question.filters);
    case 'projectFacts': {
      const facts = named && (await projectFactsAnswer(ctx, texts, language, named.id));
      return facts || catalogAnswer('unknown', language);
    }
    case 'kycStatus':
      return kycStatusAnswer(ctx, texts, language, caller);
  }
}

/**
 * Answers from the database and the FAQ in the reader's language; a configured language
 * model may word it, from the same facts, while the day's budget of calls lasts. Links always
 * come from retrieval.
 */
export async function answerChatbotMessage(
  ctx: Context,
  body: TChatbotMessageBody,
  caller: AuthUser | null,
): Promise<TChatbotResponse> {
  const language = body.language ?? 'en';
  const answer = await ruleBasedAnswer(ctx, body, language, caller);
  const { llm } = ctx.config.chatbot;
  const asked =
    llm !== undefined &&
    (await spendFromDailyBudget(ctx, 'chatbot_llm', 1, llm.dailyRequestBudget));
  const worded =
    asked &&
    (await wordAnswerWithModel(llm, {
      question: body.message,
      facts: answer.response,
      language,
    }));
  if (asked && !worded)
    ctx.log.warn('The chatbot language model did not answer; rule-based answer sent');
  return {
    response: worded || answer.response,
    ...(answer.links.length > 0 && { links: answer.links }),
  };
}
