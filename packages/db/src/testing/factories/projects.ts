import type { Kysely, Transaction } from 'kysely';
import type {
  DB,
  DeveloperRow,
  NewDeveloper,
  NewProject,
  NewProjectUpdate,
  ProjectRow,
  ProjectUpdateRow,
} from '../../schema';
import { uniqueSuffix } from './unique';

type Db = Kysely<DB> | Transaction<DB>;

export function createDeveloper(
  db: Db,
  overrides: Partial<NewDeveloper> = {},
): Promise<DeveloperRow> {
  const suffix = uniqueSuffix();
  return db
    .insertInto('developers')
    .values({
      name: `Adom Homes ${suffix}`,
      description: 'Builds gated family homes in East Legon and Adenta since 2009.',
      email: `info.${suffix}@adomhomes.example.com`,
      phone: '+233 30 254 1187',
      website: 'https://adomhomes.example.com',
      address: '12 Lagos Avenue, East Legon, Accra',
      city: 'Accra',
      establishedYear: 2009,
      licenseNumber: `GREDA-${suffix.toUpperCase()}`,
      specialties: ['Residential', 'Gated communities'],
      completedProjects: 14,
      totalValue: '48500000.00',
      rating: '4.40',
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function createProject(db: Db, overrides: Partial<NewProject> = {}): Promise<ProjectRow> {
  return db
    .insertInto('projects')
    .values({
      title: `Legon Court Residences ${uniqueSuffix()}`,
      description:
        'Twenty-four apartments around a landscaped courtyard, five minutes from the A&C Mall.',
      location: 'East Legon, Accra',
      projectType: 'residential',
      developerName: 'Adom Homes',
      totalUnits: 24,
      availableUnits: 24,
      unitPrice: '150000.00',
      minInvestment: '5000.00',
      expectedProfit: '18-25%',
      profitRangeMin: '18.00',
      profitRangeMax: '25.00',
      timeline: 24,
      status: 'pre_construction',
      riskLevel: 'medium',
      imageUrl: '/images/projects/east-legon.jpg',
      totalInvestmentNeeded: '3600000.00',
      // Published, as most tests read it through the public site; `publishedAt: null` is a draft.
      publishedAt: new Date(),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createProjectUpdate(
  db: Db,
  overrides: Partial<NewProjectUpdate> = {},
): Promise<ProjectUpdateRow> {
  const projectId = overrides.projectId ?? (await createProject(db)).id;
  return db
    .insertInto('projectUpdates')
    .values({
      title: 'Foundation completed',
      description:
        'Foundations for both blocks are poured and cured; ground-floor columns are next.',
      progressPercentage: 20,
      updateType: 'milestone',
      author: 'developer',
      ...overrides,
      projectId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
