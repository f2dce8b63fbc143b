import type { DB, NewProject, NewUnit } from '@coinvest/db';
import type { Kysely } from 'kysely';

// A seeded generator, so every run loads the same data.
function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LOCATIONS = [
  'East Legon, Accra',
  'Cantonments, Accra',
  'Airport Residential, Accra',
  'Spintex, Accra',
  'Tema Community 25',
  'Lekki, Lagos',
  'Dubai Marina',
];
const PROJECT_TYPES = ['residential', 'commercial', 'mixed-use'] as const;
const STATUSES = [
  'planning',
  'pre_construction',
  'under_construction',
  'near_completion',
  'completed',
] as const;
const UNIT_STATUSES = ['available', 'partially_funded', 'fully_funded', 'sold'] as const;
const MINIMUMS = ['1000.00', '2500.00', '5000.00', '10000.00', '25000.00'];

const CHUNK = 500;

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await insert(rows.slice(start, start + CHUNK));
  }
}

/** Loads `projects` projects with `unitsPerProject` units each, some of them funded. */
export async function loadBenchData(
  db: Kysely<DB>,
  { projects, unitsPerProject }: { projects: number; unitsPerProject: number },
): Promise<number[]> {
  const random = mulberry32(1000);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const start = Date.parse('2024-01-01T00:00:00Z');

  const projectRows: NewProject[] = Array.from({ length: projects }, (_, i) => ({
    title: `Bench Residences ${i + 1}`,
    description:
      'Apartments and townhouses around a landscaped courtyard, with backup power, a borehole and a 24-hour manned gate.',
    location: pick(LOCATIONS),
    projectType: pick(PROJECT_TYPES),
    developerName: `Developer ${(i % 40) + 1}`,
    totalUnits: unitsPerProject,
    availableUnits: unitsPerProject,
    unitPrice: '120000.00',
    minInvestment: pick(MINIMUMS),
    expectedProfit: '18-24%',
    profitRangeMin: '18.00',
    profitRangeMax: '24.00',
    timeline: 24,
    constructionTimeline: 'Q1 2026 - Q1 2028',
    developerListingPrice: '185000.00',
    status: pick(STATUSES),
    imageUrl: '/images/projects/east-legon.jpg',
    completionDate: '2028-03-31',
    createdAt: new Date(start + i * 3_600_000),
    publishedAt: new Date(start + i * 3_600_000),
  }));
  const ids: number[] = [];
  await insertInChunks(projectRows, async (chunk) => {
    const inserted = await db.insertInto('projects').values(chunk).returning('id').execute();
    ids.push(...inserted.map((row) => row.id));
  });

  const unitRows: NewUnit[] = ids.flatMap((projectId) =>
    Array.from({ length: unitsPerProject }, (_, u) => {
      const price = 50_000 + Math.floor(random() * 250) * 1_000;
      const status = pick(UNIT_STATUSES);
      const funded =
        status === 'available'
          ? 0
          : status === 'partially_funded'
            ? Math.floor((price * random()) / 2)
            : price;
      return {
        projectId,
        unitNumber: `U-${String(u + 1).padStart(3, '0')}`,
        unitType: '3-bedroom-apartment' as const,
        bedrooms: 3,
        bathrooms: 3,
        floorArea: '142.50',
        price: `${price}.00`,
        totalInvestmentNeeded: `${price}.00`,
        currentInvestment: `${funded}.00`,
        minInvestmentAmount: pick(MINIMUMS),
        status,
        features: ['ensuite_master', 'fitted_kitchen', 'balcony', 'security', 'generator'],
        floor: (u % 6) + 1,
        block: 'A',
      };
    }),
  );
  await insertInChunks(unitRows, (chunk) => db.insertInto('units').values(chunk).execute());
  return ids;
}
