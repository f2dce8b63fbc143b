import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TableColumns } from './columns';
import type { GeneratedTimestamp, Id } from './types';

export type InterestStatus = 'pending' | 'approved' | 'rejected';

export interface ProjectInterestsTable {
  id: Id;
  userId: number;
  projectId: number;
  unitId: number | null;
  unitType: string | null;
  /** Free text, as the interest form sends it. */
  interestAmount: string;
  currency: Generated<string>;
  contactPreference: string | null;
  contactInfo: string | null;
  /** At most 500 characters. */
  message: string | null;
  /** 'unit' or 'multiple_units'. */
  interestType: Generated<string>;
  unitsRequested: Generated<number>;
  status: Generated<InterestStatus>;
  isRead: Generated<boolean>;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export type ProjectInterestRow = Selectable<ProjectInterestsTable>;
export type NewProjectInterest = Insertable<ProjectInterestsTable>;
export type ProjectInterestChanges = Updateable<ProjectInterestsTable>;

export const projectInterestsColumns: TableColumns<ProjectInterestsTable> = {
  id: 'number',
  userId: 'number',
  projectId: 'number',
  unitId: 'number | null',
  unitType: 'string | null',
  interestAmount: 'string',
  currency: 'string',
  contactPreference: 'string | null',
  contactInfo: 'string | null',
  message: 'string | null',
  interestType: 'string',
  unitsRequested: 'number',
  status: 'string',
  isRead: 'boolean',
  createdAt: 'Date',
  updatedAt: 'Date',
};
