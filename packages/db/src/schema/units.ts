import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TableColumns } from './columns';
import type {
  GeneratedNumeric,
  GeneratedTimestamp,
  Id,
  Numeric,
  NullableNumeric,
  NullableJson,
  NullableTimestamp,
} from './types';

export type UnitType =
  | '2-bedroom-apartment'
  | '3-bedroom-apartment'
  | '4-bedroom-apartment'
  | '2-bedroom-terrace'
  | '3-bedroom-terrace'
  | '4-bedroom-terrace'
  | 'semi-detached'
  | 'fully-detached'
  | 'self-compound';
export type UnitStatus = 'available' | 'partially_funded' | 'fully_funded' | 'sold';

/**
 * Amounts are US dollars, numeric(15,2). A CHECK keeps
 * currentInvestment + reservedAmount <= totalInvestmentNeeded.
 */
export interface UnitsTable {
  id: Id;
  projectId: number;
  unitNumber: string;
  unitType: UnitType;
  bedrooms: number;
  bathrooms: number;
  /** m², numeric(10,2). */
  floorArea: NullableNumeric;
  plotSize: NullableNumeric;
  price: Numeric;
  totalInvestmentNeeded: Numeric;
  /** Confirmed (paid) investments. */
  currentInvestment: GeneratedNumeric;
  /** Unpaid pending_payment investments holding a share of the unit. */
  reservedAmount: GeneratedNumeric;
  minInvestmentAmount: Numeric;
  status: Generated<UnitStatus>;
  /** The admin set the status by hand: funding no longer moves it. */
  manualStatus: Generated<boolean>;
  features: Generated<string[]>;
  description: string | null;
  imageUrl: string | null;
  /** Apartments only. */
  floor: number | null;
  block: string | null;
  soldAt: NullableTimestamp;
  soldPrice: NullableNumeric;
  /** Negative for a sale at a loss. */
  profitGenerated: NullableNumeric;
  /** The costs of the sale, [{ label, amount }]. */
  saleCosts: NullableJson;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export type UnitRow = Selectable<UnitsTable>;
export type NewUnit = Insertable<UnitsTable>;
export type UnitChanges = Updateable<UnitsTable>;

export const unitsColumns: TableColumns<UnitsTable> = {
  id: 'number',
  projectId: 'number',
  unitNumber: 'string',
  unitType: 'string',
  bedrooms: 'number',
  bathrooms: 'number',
  floorArea: 'string | null',
  plotSize: 'string | null',
  price: 'string',
  totalInvestmentNeeded: 'string',
  currentInvestment: 'string',
  reservedAmount: 'string',
  minInvestmentAmount: 'string',
  status: 'string',
  manualStatus: 'boolean',
  features: 'string[]',
  description: 'string | null',
  imageUrl: 'string | null',
  floor: 'number | null',
  block: 'string | null',
  soldAt: 'Date | null',
  soldPrice: 'string | null',
  profitGenerated: 'string | null',
  saleCosts: 'json | null',
  createdAt: 'Date',
  updatedAt: 'Date',
};
