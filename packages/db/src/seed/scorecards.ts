import type { Transaction } from 'kysely';
import type { DB, NewDeveloperLicence, NewProject, NewProjectUpdate } from '../schema';

type Tx = Transaction<DB>;

/**
 * Track records for the developer scorecard (docs/product-rules.md, Developer scorecard), so
 * it shows a good one and a poor one: Kente Court Developments delivered on time, had its
 * updates verified and holds valid licences; Oyarifa Heights Ltd delivered months late, left
 * its claims unverified or disputed and let its GREDA membership expire.
 */
export const SCORECARD_GOOD_DEVELOPER = 'Kente Court Developments';
export const SCORECARD_POOR_DEVELOPER = 'Oyarifa Heights Ltd';

interface PastProject {
  developerName: string;
  project: Omit<NewProject, 'developerId'>;
  /** The developer's reports: the seed writes them as such. */
  updates: Omit<NewProjectUpdate, 'projectId' | 'author'>[];
}

const verified = (reviewedAt: string) => ({ verificationStatus: 'verified', reviewedAt }) as const;

/** Delivered projects, listed as completed, with the claims their updates made. */
const PAST_PROJECTS: PastProject[] = [
  {
    developerName: SCORECARD_GOOD_DEVELOPER,
    project: {
      title: 'Dzorwulu Terraces',
      description:
        'Eight terraced three-bedroom homes on a quiet Dzorwulu street, handed over in August 2023, six weeks after the planned day.',
      location: 'Dzorwulu, Accra',
      projectType: 'residential',
      developerName: SCORECARD_GOOD_DEVELOPER,
      unitPrice: '138000.00',
      minInvestment: '5000.00',
      totalUnits: 8,
      availableUnits: 0,
      totalInvestmentNeeded: '1104000.00',
      status: 'completed',
      riskLevel: 'low',
      completionDate: '2023-06-30',
      deliveredOn: '2023-08-15',
    },
    updates: [
      {
        title: 'Ground-floor slabs cast',
        description: 'Slabs of all eight homes are cast; an inspector checked them on site.',
        progressPercentage: 35,
        updateType: 'progress',
        createdAt: '2022-11-10T09:00:00Z',
        ...verified('2022-11-18T10:00:00Z'),
      },
      {
        title: 'Roofs on',
        description: 'Every roof is on and the windows are in.',
        progressPercentage: 75,
        updateType: 'milestone',
        createdAt: '2023-03-02T09:00:00Z',
        ...verified('2023-03-09T10:00:00Z'),
      },
      {
        title: 'Keys handed over',
        description: 'The eight homes are finished and handed over to their owners.',
        progressPercentage: 100,
        updateType: 'completion',
        createdAt: '2023-08-15T09:00:00Z',
        ...verified('2023-08-22T10:00:00Z'),
      },
    ],
  },
  {
    developerName: SCORECARD_POOR_DEVELOPER,
    project: {
      title: 'Kasoa Palm Estate',
      description:
        'Twenty two-bedroom bungalows off the Kasoa road, planned for March 2023 and handed over eleven months late.',
      location: 'Kasoa, Central Region',
      projectType: 'residential',
      developerName: SCORECARD_POOR_DEVELOPER,
      unitPrice: '64000.00',
      minInvestment: '2500.00',
      totalUnits: 20,
      availableUnits: 0,
      totalInvestmentNeeded: '1280000.00',
      status: 'completed',
      riskLevel: 'high',
      completionDate: '2023-03-31',
      deliveredOn: '2024-02-28',
    },
    updates: [
      {
        title: 'Walls up to lintel level',
        description: 'Block work of all twenty bungalows has reached the lintels.',
        progressPercentage: 50,
        updateType: 'progress',
        createdAt: '2022-10-05T09:00:00Z',
        verificationStatus: 'reported',
      },
      {
        title: 'Roofing complete',
        description: 'Every bungalow is roofed.',
        progressPercentage: 80,
        updateType: 'milestone',
        createdAt: '2023-02-20T09:00:00Z',
        verificationStatus: 'disputed',
        reviewedAt: '2023-03-01T10:00:00Z',
        reviewNote: 'Six of the twenty roofs were not on when the inspector visited.',
      },
      {
        title: 'Handover begins',
        description: 'The first owners received their keys.',
        progressPercentage: 100,
        updateType: 'completion',
        createdAt: '2024-02-28T09:00:00Z',
        verificationStatus: 'reported',
      },
    ],
  },
  {
    developerName: SCORECARD_POOR_DEVELOPER,
    project: {
      title: 'Ashaiman Court Flats',
      description:
        'A four-storey block of one-bedroom flats near the Ashaiman lorry station, handed over six months after the planned day.',
      location: 'Ashaiman, Greater Accra',
      projectType: 'residential',
      developerName: SCORECARD_POOR_DEVELOPER,
      unitPrice: '42000.00',
      minInvestment: '2000.00',
      totalUnits: 16,
      availableUnits: 0,
      totalInvestmentNeeded: '672000.00',
      status: 'completed',
      riskLevel: 'high',
      completionDate: '2024-01-31',
      deliveredOn: '2024-07-31',
    },
    updates: [
      {
        title: 'Structure topped out',
        description: 'The fourth-floor slab is cast.',
        progressPercentage: 60,
        updateType: 'milestone',
        createdAt: '2023-09-12T09:00:00Z',
        verificationStatus: 'reported',
      },
    ],
  },
];

/** The last day of the year `years` years from now: a licence valid for a good while. */
function yearsAhead(years: number): string {
  return `${new Date().getUTCFullYear() + years}-12-31`;
}

function licencesOf(developerIds: Map<string, number>): NewDeveloperLicence[] {
  const good = developerIds.get(SCORECARD_GOOD_DEVELOPER);
  const poor = developerIds.get(SCORECARD_POOR_DEVELOPER);
  return [
    ...(good === undefined
      ? []
      : [
          {
            developerId: good,
            kind: 'greda_membership',
            number: 'GREDA/M/0418',
            expiresOn: yearsAhead(1),
          } as const,
          {
            developerId: good,
            kind: 'reac_licence',
            number: 'REAC/DEV/2021/0093',
            expiresOn: yearsAhead(2),
          } as const,
        ]),
    // Expired in 2025 and never renewed; no Real Estate Agency Council licence at all.
    ...(poor === undefined
      ? []
      : [
          {
            developerId: poor,
            kind: 'greda_membership',
            number: 'GREDA/M/1127',
            expiresOn: '2025-06-30',
          } as const,
        ]),
  ];
}

/**
 * Adds the past projects, their updates and the licences, and gives the completed demo project
 * of the good developer its delivery day. Adds only what is missing.
 */
export async function seedScorecards(tx: Tx, developerIds: Map<string, number>): Promise<void> {
  for (const past of PAST_PROJECTS) {
    const exists = await tx
      .selectFrom('projects')
      .select('id')
      .where('title', '=', past.project.title)
      .executeTakeFirst();
    if (exists) continue;
    const { id: projectId } = await tx
      .insertInto('projects')
      .values({
        ...past.project,
        developerId: developerIds.get(past.developerName) ?? null,
        publishedAt: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('projectUpdates')
      .values(past.updates.map((update) => ({ ...update, author: 'developer', projectId })))
      .execute();
  }
  // Planned for 2024-12-20, handed over three weeks later: on time.
  await tx
    .updateTable('projects')
    .set({ deliveredOn: '2025-01-10' })
    .where('title', '=', 'Adenta Gardens')
    .where('deliveredOn', 'is', null)
    .execute();
  const licences = licencesOf(developerIds);
  if (licences.length > 0) {
    await tx
      .insertInto('developerLicences')
      .values(licences)
      .onConflict((oc) => oc.columns(['developerId', 'kind']).doNothing())
      .execute();
  }
}
