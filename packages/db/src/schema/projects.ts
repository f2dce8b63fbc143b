import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TableColumns } from './columns';
import type {
  GeneratedNumeric,
  GeneratedTimestamp,
  Id,
  Numeric,
  NullableDateOnly,
  NullableNumeric,
  NullableTimestamp,
} from './types';

export type ProjectType = 'residential' | 'commercial' | 'mixed-use';
export type ProjectStatus =
  'planning' | 'pre_construction' | 'under_construction' | 'near_completion' | 'completed';
export type RiskLevel = 'low' | 'medium' | 'high';
export type ProjectUpdateType = 'progress' | 'milestone' | 'completion' | 'alert';
/** Progress claimed by an update is 'reported' until an inspector verifies or disputes it. */
export type UpdateVerificationStatus = 'not_claimed' | 'reported' | 'verified' | 'disputed';
/** Whose words an update is: the developer's report of progress, or the platform's own note. */
export type ProjectUpdateAuthor = 'developer' | 'platform';

/** Amounts are US dollars, numeric(15,2). */
export interface ProjectsTable {
  id: Id;
  title: string;
  description: string;
  location: string;
  country: Generated<string>;
  projectType: Generated<ProjectType>;
  developerId: number | null;
  developerName: string | null;
  totalUnits: Generated<number>;
  availableUnits: Generated<number>;
  unitPrice: Numeric;
  minInvestment: Numeric;
  expectedProfit: string | null;
  /** Percent, numeric(5,2). */
  profitRangeMin: NullableNumeric;
  profitRangeMax: NullableNumeric;
  /** Months. */
  timeline: number | null;
  constructionTimeline: string | null;
  developerListingPrice: NullableNumeric;
  status: Generated<ProjectStatus>;
  imageUrl: string | null;
  offPlanPrice: NullableNumeric;
  minCoBuyAmount: NullableNumeric;
  completionListPrice: NullableNumeric;
  mediaUrls: Generated<string[]>;
  priceNegotiable: Generated<boolean>;
  completionDate: NullableDateOnly;
  riskLevel: Generated<RiskLevel>;
  totalInvestmentNeeded: GeneratedNumeric;
  /** The site, in degrees, numeric(9,6); both or neither. */
  latitude: NullableNumeric;
  longitude: NullableNumeric;
  /** The developer promises an update at least this often. */
  updateIntervalDays: Generated<number>;
  /** When a completed project was delivered; completionDate is the planned day. */
  deliveredOn: NullableDateOnly;
  /** Investors were told the developer stopped reporting; cleared by the next update. */
  notReportingNotifiedAt: NullableTimestamp;
  /** When the admin published it; null while it is a draft, shown to no one but staff. */
  publishedAt: NullableTimestamp;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export interface ProjectUpdatesTable {
  id: Id;
  projectId: number;
  title: string;
  description: string;
  /** 0 to 100. */
  progressPercentage: number | null;
  updateType: Generated<ProjectUpdateType>;
  imageUrl: string | null;
  /** The milestone this update claims reached. */
  milestoneId: number | null;
  verificationStatus: Generated<UpdateVerificationStatus>;
  /** The inspector who verified or disputed it, and when. */
  reviewedBy: number | null;
  reviewedAt: NullableTimestamp;
  reviewNote: string | null;
  author: ProjectUpdateAuthor;
  createdAt: GeneratedTimestamp;
}

export type ProjectRow = Selectable<ProjectsTable>;
export type NewProject = Insertable<ProjectsTable>;
export type ProjectChanges = Updateable<ProjectsTable>;
export type ProjectUpdateRow = Selectable<ProjectUpdatesTable>;
export type NewProjectUpdate = Insertable<ProjectUpdatesTable>;

export const projectsColumns: TableColumns<ProjectsTable> = {
  id: 'number',
  title: 'string',
  description: 'string',
  location: 'string',
  country: 'string',
  projectType: 'string',
  developerId: 'number | null',
  developerName: 'string | null',
  totalUnits: 'number',
  availableUnits: 'number',
  unitPrice: 'string',
  minInvestment: 'string',
  expectedProfit: 'string | null',
  profitRangeMin: 'string | null',
  profitRangeMax: 'string | null',
  timeline: 'number | null',
  constructionTimeline: 'string | null',
  developerListingPrice: 'string | null',
  status: 'string',
  imageUrl: 'string | null',
  offPlanPrice: 'string | null',
  minCoBuyAmount: 'string | null',
  completionListPrice: 'string | null',
  mediaUrls: 'string[]',
  priceNegotiable: 'boolean',
  completionDate: 'string | null',
  riskLevel: 'string',
  totalInvestmentNeeded: 'string',
  latitude: 'string | null',
  longitude: 'string | null',
  updateIntervalDays: 'number',
  deliveredOn: 'string | null',
  notReportingNotifiedAt: 'Date | null',
  publishedAt: 'Date | null',
  createdAt: 'Date',
  updatedAt: 'Date',
};

export const projectUpdatesColumns: TableColumns<ProjectUpdatesTable> = {
  id: 'number',
  projectId: 'number',
  title: 'string',
  description: 'string',
  progressPercentage: 'number | null',
  updateType: 'string',
  imageUrl: 'string | null',
  milestoneId: 'number | null',
  verificationStatus: 'string',
  reviewedBy: 'number | null',
  reviewedAt: 'Date | null',
  reviewNote: 'string | null',
  author: 'string',
  createdAt: 'Date',
};
