import type { Kysely, Transaction } from 'kysely';
import type { DB, NewUnit, UnitRow } from '../../schema';
import { createProject } from './projects';
import { uniqueSuffix } from './unique';

type Db = Kysely<DB> | Transaction<DB>;

export type UnitOverrides = Partial<NewUnit>;

/** A unit of a new project unless projectId is given; totalInvestmentNeeded follows price. */
export async function createUnit(db: Db, overrides: UnitOverrides = {}): Promise<UnitRow> {
  const projectId = overrides.projectId ?? (await createProject(db)).id;
  const price = overrides.price ?? '150000.00';
  return db
    .insertInto('units')
    .values({
      unitNumber: `A-${uniqueSuffix()}`,
      unitType: '3-bedroom-apartment',
      bedrooms: 3,
      bathrooms: 3,
      floorArea: '145.50',
      minInvestmentAmount: '5000.00',
      features: ['ensuite_master', 'fitted_kitchen', 'balcony', 'security'],
      floor: 2,
      block: 'A',
      ...overrides,
      projectId,
      price,
      totalInvestmentNeeded: overrides.totalInvestmentNeeded ?? price,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
