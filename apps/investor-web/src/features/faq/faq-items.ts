/** The FAQ's 10 questions, in their order; their texts are in the catalog under faq.items. */
export const faqItems = [
  'whatIs',
  'howCoBuying',
  'minimumAmount',
  'whyAccra',
  'timeline',
  'profitCalculation',
  'risks',
  'legalDocumentation',
  'updates',
  'earlyWithdrawal',
] as const;

export type TFaqItem = (typeof faqItems)[number];

/**
 * The answers the chatbot gives too: kept once in the contract's server texts (faq), where the
 * API and this site read them; their questions stay in the site's catalog.
 */
const sharedFaqItems = ['minimumAmount', 'risks'] as const;
export type TSharedFaqItem = (typeof sharedFaqItems)[number];

export function isSharedFaqItem(id: TFaqItem): id is TSharedFaqItem {
  return (sharedFaqItems as readonly TFaqItem[]).includes(id);
}
