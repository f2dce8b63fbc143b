import {
  DEFAULT_UPDATE_INTERVAL_DAYS,
  ZAdminProjectInputSchema,
  type TAdminProject,
  type TAdminProjectInput,
  type TAdminProjectValues,
  type TProjectStatus,
  type TProjectType,
  type TRiskLevel,
} from '@coinvest/contract';

/** The Add/Edit Project form as its inputs hold it: text, the three choices and one switch. */
export interface ProjectFormValues {
  title: string;
  description: string;
  location: string;
  country: string;
  projectType: TProjectType;
  status: TProjectStatus;
  riskLevel: TRiskLevel;
  developerName: string;
  totalUnits: string;
  availableUnits: string;
  unitPrice: string;
  minInvestment: string;
  totalInvestmentNeeded: string;
  developerListingPrice: string;
  offPlanPrice: string;
  minCoBuyAmount: string;
  completionListPrice: string;
  priceNegotiable: boolean;
  expectedProfit: string;
  profitRangeMin: string;
  profitRangeMax: string;
  timeline: string;
  constructionTimeline: string;
  completionDate: string;
  /** Days between promised progress updates. */
  updateIntervalDays: string;
  /** The site, in degrees (evidence photos are measured from it); both or neither. */
  latitude: string;
  longitude: string;
  /**
   * Not an input: the cover comes from the gallery. An address stored before the gallery
   * existed is sent back as it was, so saving does not wipe it.
   */
  imageUrl: string;
  /** One address per line. */
  mediaUrls: string;
}

export type ProjectFormField = keyof ProjectFormValues;

/** The defaults (docs/product-rules.md, Project types and risk levels): Ghana, Residential, Planning; risk Medium and negotiable, as the table's. */
export const emptyProjectForm: ProjectFormValues = {
  title: '',
  description: '',
  location: '',
  country: 'Ghana',
  projectType: 'residential',
  status: 'planning',
  riskLevel: 'medium',
  developerName: '',
  totalUnits: '',
  availableUnits: '',
  unitPrice: '',
  minInvestment: '',
  totalInvestmentNeeded: '',
  developerListingPrice: '',
  offPlanPrice: '',
  minCoBuyAmount: '',
  completionListPrice: '',
  priceNegotiable: true,
  expectedProfit: '',
  profitRangeMin: '',
  profitRangeMax: '',
  timeline: '',
  constructionTimeline: '',
  completionDate: '',
  updateIntervalDays: String(DEFAULT_UPDATE_INTERVAL_DAYS),
  latitude: '',
  longitude: '',
  imageUrl: '',
  mediaUrls: '',
};

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** The edit form of a stored project: every field as the admin last saved it. */
export function projectFormValues(project: TAdminProject): ProjectFormValues {
  return {
    title: project.title,
    description: project.description,
    location: project.location,
    country: project.country,
    projectType: project.projectType,
    status: project.status,
    riskLevel: project.riskLevel,
    developerName: text(project.developerName),
    totalUnits: text(project.totalUnits),
    availableUnits: text(project.availableUnits),
    unitPrice: project.unitPrice,
    minInvestment: project.minInvestment,
    totalInvestmentNeeded: project.totalInvestmentNeeded,
    developerListingPrice: text(project.developerListingPrice),
    offPlanPrice: text(project.offPlanPrice),
    minCoBuyAmount: text(project.minCoBuyAmount),
    completionListPrice: text(project.completionListPrice),
    priceNegotiable: project.priceNegotiable,
    expectedProfit: text(project.expectedProfit),
    profitRangeMin: text(project.profitRangeMin),
    profitRangeMax: text(project.profitRangeMax),
    timeline: text(project.timeline),
    constructionTimeline: text(project.constructionTimeline),
    completionDate: text(project.completionDate),
    updateIntervalDays: text(project.updateIntervalDays),
    latitude: text(project.latitude),
    longitude: text(project.longitude),
    imageUrl: text(project.imageUrl),
    mediaUrls: project.mediaUrls.join('\n'),
  };
}

function schemaInput(values: ProjectFormValues): TAdminProjectInput {
  return {
    ...values,
    mediaUrls: values.mediaUrls
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  };
}

export type ProjectFormResult =
  | { success: true; body: TAdminProjectValues }
  | { success: false; errors: Partial<Record<ProjectFormField, string>> };

/**
 * Checks the form with the contract's schema (the API parses the same one) and gives the body
 * to send, or the first contract message of each field. A media line's problem shows on the list.
 */
export function parseProjectForm(values: ProjectFormValues): ProjectFormResult {
  const result = ZAdminProjectInputSchema.safeParse(schemaInput(values));
  if (result.success) return { success: true, body: result.data };
  const errors: Partial<Record<ProjectFormField, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as ProjectFormField;
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}
