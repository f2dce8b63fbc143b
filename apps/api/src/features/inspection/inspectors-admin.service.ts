import { randomBytes } from 'node:crypto';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  ERROR_CODES,
  INSPECTION_MESSAGES,
  INSPECTOR_INVITATION_TTL_DAYS,
  USER_MESSAGES,
  type TInspector,
  type TInspectorInvite,
} from '@coinvest/contract';
import { hashPassword } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import type { Executor } from '../../lib/executor';
import { isUniqueViolation } from '../../lib/postgres-errors';
import type { AdminActor } from '../audit/admin-access';
import { recordAudit } from '../audit/record-audit';
import { issueResetCode } from '../auth/password-reset.service';
import { inspectorInvitationEmail } from './invitation-email';

type Context = Pick<FastifyInstance, 'db'>;
type InviteContext = Pick<FastifyInstance, 'db' | 'config' | 'email'>;

const emailTaken = () =>
  new ConflictError(USER_MESSAGES.emailTaken, { errorCode: ERROR_CODES.emailTaken });
const inspectorNotFound = () => new NotFoundError(INSPECTION_MESSAGES.inspectorNotFound);

async function inspectorsWhere(db: Executor, id?: number): Promise<TInspector[]> {
  let query = db
    .selectFrom('users as u')
    .leftJoin('inspectorAssignments as a', 'a.inspectorId', 'u.id')
    .select((eb) => [
      'u.id',
      'u.email',
      'u.firstName',
      'u.lastName',
      eb.fn
        .coalesce(
          eb.fn
            .agg<number[]>('array_agg', ['a.projectId'])
            .orderBy('a.projectId')
            .filterWhere('a.projectId', 'is not', null),
          eb.val<number[]>([]),
        )
        .as('projectIds'),
    ])
    .where('u.role', '=', 'inspector')
    .groupBy('u.id')
    .orderBy('u.lastName')
    .orderBy('u.firstName')
    .orderBy('u.id');
  if (id !== undefined) query = query.where('u.id', '=', id);
  return query.execute();
}

export function listInspectors({ db }: Context): Promise<TInspector[]> {
  return inspectorsWhere(db);
}

/**
 * Creates the inspector's account with a password no one knows, then e-mails the invitation
 * with a code that sets their password through the reset flow, valid for days rather than the
 * reset code's minutes.
 */
export async function inviteInspector(
  ctx: InviteContext,
  actor: AdminActor,
  invite: TInspectorInvite,
): Promise<TInspector> {
  const inspector = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          username: `inspector.${randomBytes(6).toString('hex')}`,
          email: invite.email,
          firstName: invite.firstName,
          lastName: invite.lastName,
          password: await hashPassword(randomBytes(32).toString('base64url')),
          role: 'inspector',
        })
        .returning(['id', 'email', 'firstName', 'lastName'])
        .executeTakeFirstOrThrow();
      const created: TInspector = { ...user, projectIds: [] };
      await recordAudit(trx, {
        actor,
        entity: { type: AUDIT_ENTITY_TYPES.inspector, id: user.id },
        action: AUDIT_ACTIONS.inspectorInvite,
        after: created,
      });
      return created;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
  const code = await issueResetCode(
    ctx,
    inspector.id,
    new Date(Date.now() + INSPECTOR_INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000),
  );
  await ctx.email.send(
    inspectorInvitationEmail({
      to: inspector.email,
      firstName: inspector.firstName,
      code,
      investorUrl: ctx.config.web.investorUrl,
      adminUrl: ctx.config.web.adminUrl,
      supportEmail: ctx.config.mail.supportEmail,
    }),
  );
  return inspector;
}

/** Replaces the projects an inspector signs off, audited with the list before and after. */
export async function setInspectorProjects(
  { db }: Context,
  actor: AdminActor,
  inspectorId: number,
  projectIds: readonly number[],
): Promise<TInspector> {
  const wanted = [...new Set(projectIds)].sort((a, b) => a - b);
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', inspectorId)
      .where('role', '=', 'inspector')
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw inspectorNotFound();
    const [before] = await inspectorsWhere(trx, inspectorId);
    if (wanted.length > 0) {
      const known = await trx
        .selectFrom('projects')
        .select('id')
        .where('id', 'in', wanted)
        .execute();
      if (known.length !== wanted.length) {
        throw new BadRequestError(INSPECTION_MESSAGES.inspectorProjectUnknown);
      }
    }
    let removal = trx.deleteFrom('inspectorAssignments').where('inspectorId', '=', inspectorId);
    if (wanted.length > 0) removal = removal.where('projectId', 'not in', wanted);
    await removal.execute();
    if (wanted.length > 0) {
      await trx
        .insertInto('inspectorAssignments')
        .values(wanted.map((projectId) => ({ inspectorId, projectId, assignedBy: actor.userId })))
        .onConflict((oc) => oc.columns(['inspectorId', 'projectId']).doNothing())
        .execute();
    }
    const [after] = await inspectorsWhere(trx, inspectorId);
    await recordAudit(trx, {
      actor,
      entity: { type: AUDIT_ENTITY_TYPES.inspector, id: inspectorId },
      action: AUDIT_ACTIONS.inspectorAssign,
      before: before?.projectIds,
      after: after?.projectIds,
    });
    return after!;
  });
}
