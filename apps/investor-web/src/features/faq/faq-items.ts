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
