import type { Transaction } from 'kysely';
import type { DB } from '../schema';

type Tx = Transaction<DB>;

/**
 * The demo projects' schedules (docs/product-rules.md, Delay classes and silence), so the
 * classes show on a first look: Legon Court Residences is on track with its latest milestone
 * verified ten days ago; Oyarifa Compound Homes had its foundations verified in May 2026 and
 * posted nothing since, so it is stalled and not reporting. The others have schedules ahead of
 * them (on track), and delivered projects have theirs behind them.
 */
export const ON_TRACK_DEMO_PROJECT = 'Legon Court Residences';
export const STALLED_DEMO_PROJECT = 'Oyarifa Compound Homes';

const DAY_MS = 86_400_000;

interface DemoMilestone {
  name: string;
  description: string;
  /** Days from the seeding day (negative: past), or a fixed YYYY-MM-DD. */
  due: number | string;
  plannedPercent: number;
}

const milestone = (
  name: string,
  due: number | string,
  plannedPercent: number,
  description = '',
): DemoMilestone => ({ name, due, plannedPercent, description });

const AHEAD: DemoMilestone[] = [
  milestone('Site cleared and groundbreaking', 45, 15),
  milestone('Structure topped out', 180, 50),
  milestone('Handover', 365, 100),
];

const DELIVERED: DemoMilestone[] = [
  milestone('Structure topped out', -500, 40),
  milestone('Roofs and finishes', -250, 80),
  milestone('Handover', -30, 100),
];

const SCHEDULES: Record<string, DemoMilestone[]> = {
  [ON_TRACK_DEMO_PROJECT]: [
    milestone('Ground breaking', -200, 5, 'Site hoarding up and excavation started.'),
    milestone('Third-floor slab cast', -60, 35, 'Structure up to the third floor.'),
    milestone('Roof and envelope', 120, 70, 'Roof on, windows and facade closed.'),
    milestone('Handover', 400, 100, 'Keys to the owners after snagging.'),
  ],
  [STALLED_DEMO_PROJECT]: [
    milestone('Foundations', '2026-05-31', 15, 'Foundations and ground slabs of ten houses.'),
    milestone('Walls up', '2026-09-30', 45, 'Block walls to roof level.'),
    milestone('Roofs on', '2027-01-31', 75, 'Roofs and compound walls.'),
    milestone('Handover', '2027-05-31', 100, 'Keys to the owners.'),
  ],
};

function plannedDate(due: number | string, now: Date): string {
  return typeof due === 'string'
    ? due
    : new Date(now.getTime() + due * DAY_MS).toISOString().slice(0, 10);
}

/** Adds a schedule to every demo project that has none yet (so an admin's edits stay). */
export async function seedSchedules(
  tx: Tx,
  projectIds: Map<string, number>,
  now: Date = new Date(),
): Promise<void> {
  for (const [title, projectId] of projectIds) {
    const existing = await tx
      .selectFrom('projectMilestones')
      .select('id')
      .where('projectId', '=', projectId)
      .executeTakeFirst();
    if (existing) continue;
    const project = await tx
      .selectFrom('projects')
      .select('status')
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    const schedule = SCHEDULES[title] ?? (project.status === 'completed' ? DELIVERED : AHEAD);
    const rows = await tx
      .insertInto('projectMilestones')
      .values(
        schedule.map((each, position) => ({
          projectId,
          position,
          name: each.name,
          description: each.description,
          plannedDate: plannedDate(each.due, now),
          plannedPercent: each.plannedPercent,
        })),
      )
      .returning(['id', 'name', 'plannedDate'])
      .execute();
    await tx
      .insertInto('milestoneChanges')
      .values(
        rows.map((row) => ({
          milestoneId: row.id,
          previousPlannedDate: null,
          newPlannedDate: row.plannedDate,
          reason: 'First planned date',
        })),
      )
      .execute();

    const milestoneId = (name: string) => rows.find((row) => row.name === name)?.id ?? null;
    if (title === ON_TRACK_DEMO_PROJECT) {
      await tx
        .insertInto('projectUpdates')
        .values({
          projectId,
          author: 'developer',
          title: 'Third-floor slab checked on site',
          description:
            'An independent inspector checked the third-floor slab against the drawings.',
          progressPercentage: 35,
          updateType: 'milestone',
          milestoneId: milestoneId('Third-floor slab cast'),
          createdAt: new Date(now.getTime() - 12 * DAY_MS),
          verificationStatus: 'verified',
          reviewedAt: new Date(now.getTime() - 10 * DAY_MS),
        })
        .execute();
    }
    if (title === STALLED_DEMO_PROJECT) {
      await tx
        .insertInto('projectUpdates')
        .values({
          projectId,
          author: 'developer',
          title: 'Foundations checked on site',
          description:
            'An independent inspector confirmed the foundations of the first ten houses.',
          progressPercentage: 15,
          updateType: 'milestone',
          milestoneId: milestoneId('Foundations'),
          createdAt: new Date('2026-05-25T09:00:00Z'),
          verificationStatus: 'verified',
          reviewedAt: new Date('2026-05-27T10:00:00Z'),
        })
        .execute();
    }
  }
}
