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
import { isUniqueViolation } from '../../lib/postgres-errors';
import type { AdminActor } from '../../lib/access/admin-access';
import { recordAudit } from '../../lib/audit/record-audit';
import { issueResetCode } from '../auth/password-reset.service';
import {
  deleteAssignmentsOutside,
  findExistingProjects,
  insertAssignments,
  insertInspector,
  listInspectorRows,
  lockInspector,
} from './inspectors.repository';
import { inspectorInvitationEmail } from './invitation-email';

type Context = Pick<FastifyInstance, 'db'>;
type InviteContext = Pick<FastifyInstance, 'db' | 'config' | 'email'>;

const emailTaken = () =>
  new ConflictError(USER_MESSAGES.emailTaken, { errorCode: ERROR_CODES.emailTaken });
const inspectorNotFound = () => new NotFoundError(INSPECTION_MESSAGES.inspectorNotFound);

export function listInspectors({ db }: Context): Promise<TInspector[]> {
  return listInspectorRows(db);
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
      const user = await insertInspector(trx, {
        username: `inspector.${randomBytes(6).toString('hex')}`,
        email: invite.email,
        firstName: invite.firstName,
        lastName: invite.lastName,
        password: await hashPassword(randomBytes(32).toString('base64url')),
      });
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
    if (!(await lockInspector(trx, inspectorId))) throw inspectorNotFound();
    const [before] = await listInspectorRows(trx, inspectorId);
    if (wanted.length > 0) {
      const known = await findExistingProjects(trx, wanted);
      if (known.length !== wanted.length) {
        throw new BadRequestError(INSPECTION_MESSAGES.inspectorProjectUnknown);
      }
    }
    await deleteAssignmentsOutside(trx, inspectorId, wanted);
    if (wanted.length > 0) await insertAssignments(trx, inspectorId, wanted, actor.userId);
    const [after] = await listInspectorRows(trx, inspectorId);
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
