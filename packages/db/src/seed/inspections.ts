import type { Transaction } from 'kysely';
import { hashPassword } from '../passwords';
import type { DB } from '../schema';

/** The demo independent inspector; signs in on the admin site with the demo password. */
export const DEMO_INSPECTOR = {
  username: 'demo_inspector',
  email: 'inspector@example.com',
  firstName: 'Efua',
  lastName: 'Mensah',
} as const;

/** The demo projects the inspector signs off, with their sites (for evidence distances). */
const DEMO_INSPECTED_PROJECTS = [
  { title: 'Legon Court Residences', latitude: '5.636400', longitude: '-0.161700' },
  { title: 'Embassy Row Apartments', latitude: '5.604400', longitude: '-0.180700' },
] as const;

/**
 * The demo inspector, assigned to two demo projects whose sites are set. Of each project's
 * updates that claim a percent and were never reviewed, the oldest are verified by them and
 * the latest is left 'reported', so the project page shows both labels. Runs once: an existing
 * inspector account means it has run before.
 */
export async function seedInspections(
  tx: Transaction<DB>,
  projectIds: ReadonlyMap<string, number>,
  password: string,
): Promise<void> {
  const existing = await tx
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_INSPECTOR.email)
    .executeTakeFirst();
  if (existing) return;
  const { id: inspectorId } = await tx
    .insertInto('users')
    .values({
      ...DEMO_INSPECTOR,
      role: 'inspector',
      password: await hashPassword(password),
      emailVerifiedAt: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const demo of DEMO_INSPECTED_PROJECTS) {
    const projectId = projectIds.get(demo.title);
    if (projectId === undefined) continue;
    await tx
      .updateTable('projects')
      .set({ latitude: demo.latitude, longitude: demo.longitude })
      .where('id', '=', projectId)
      .where('latitude', 'is', null)
      .execute();
    await tx.insertInto('inspectorAssignments').values({ inspectorId, projectId }).execute();
    const claims = await tx
      .selectFrom('projectUpdates')
      .select(['id', 'createdAt'])
      .where('projectId', '=', projectId)
      .where('progressPercentage', 'is not', null)
      .where('verificationStatus', '=', 'not_claimed')
      .orderBy('createdAt')
      .execute();
    for (const [index, claim] of claims.entries()) {
      const isLatest = index === claims.length - 1;
      await tx
        .updateTable('projectUpdates')
        .set(
          isLatest && claims.length > 1
            ? { verificationStatus: 'reported' }
            : {
                verificationStatus: 'verified',
                reviewedBy: inspectorId,
                reviewedAt: new Date(claim.createdAt.getTime() + 3 * 24 * 3600 * 1000),
                reviewNote: 'Seen on site; matches the photos.',
              },
        )
        .where('id', '=', claim.id)
        .execute();
    }
  }
}
