import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TableColumns } from './columns';
import type { GeneratedNumeric, GeneratedTimestamp, Id } from './types';

export interface DevelopersTable {
  id: Id;
  name: string;
  description: string;
  email: string;
  phone: string;
  website: string | null;
  address: string;
  city: string;
  country: Generated<string>;
  establishedYear: number | null;
  licenseNumber: string | null;
  specialties: Generated<string[]>;
  logoUrl: string | null;
  completedProjects: Generated<number>;
  /** Cedis, numeric(15,2). */
  totalValue: GeneratedNumeric;
  /** 0 to 5, numeric(3,2). */
  rating: GeneratedNumeric;
  isActive: Generated<boolean>;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export type DeveloperRow = Selectable<DevelopersTable>;
export type NewDeveloper = Insertable<DevelopersTable>;
export type DeveloperChanges = Updateable<DevelopersTable>;

export const developersColumns: TableColumns<DevelopersTable> = {
  id: 'number',
  name: 'string',
  description: 'string',
  email: 'string',
  phone: 'string',
  website: 'string | null',
  address: 'string',
  city: 'string',
  country: 'string',
  establishedYear: 'number | null',
  licenseNumber: 'string | null',
  specialties: 'string[]',
  logoUrl: 'string | null',
  completedProjects: 'number',
  totalValue: 'string',
  rating: 'string',
  isActive: 'boolean',
  createdAt: 'Date',
  updatedAt: 'Date',
};
