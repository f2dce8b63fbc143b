import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type TAdminInvestment } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import type { AdminActor } from '../../lib/access/admin-access';
import { recordAudit } from '../../lib/audit/record-audit';
import { toAdminInvestment } from './investments.mapper';
import { findAdminInvestment } from './investments.repository';
import { lockPendingInvestment, releaseReservation } from './pending-investment';

type Context = Pick<FastifyInstance, 'db'>;

/** The admin ends an unpaid investment; its reservation goes back to the unit. */
export async function cancelInvestment(
  ctx: Context,
  actor: AdminActor,
  id: number,
): Promise<TAdminInvestment> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockPendingInvestment(trx, id);
    await releaseReservation(trx, before, 'cancelled');
    await recordAudit(trx, {
      actor,
      entity: { type: AUDIT_ENTITY_TYPES.investment, id },
      action: AUDIT_ACTIONS.investmentCancel,
      before: { status: before.status },
      after: { status: 'cancelled' },
    });
    return toAdminInvestment(await findAdminInvestment(trx, id));
  });
}
