import {
  ADMIN_ERROR_CODES,
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  CURRENCY_RATE_ADMIN_MESSAGES,
  type TAdminCurrencyRate,
} from '@coinvest/contract';
import { Decimal } from '@coinvest/contract/decimal';
import type { CurrencyRateRow } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../../lib/errors';
import type { AdminActor } from '../../lib/access/admin-access';
import { recordAudit } from '../../lib/audit/record-audit';
import { toCurrencyRate } from './currency-rate.mapper';
import { listCurrencyRates } from './currency-rates.repository';
import { lockCurrencyRates, setCurrencyRate } from './currency-rates-admin.repository';

type Context = Pick<FastifyInstance, 'db'>;

function toAdminCurrencyRate(row: CurrencyRateRow): TAdminCurrencyRate {
  return { ...toCurrencyRate(row), updatedBy: row.updatedBy };
}

export async function listAdminCurrencyRates({ db }: Context): Promise<TAdminCurrencyRate[]> {
  return (await listCurrencyRates(db)).map(toAdminCurrencyRate);
}

/**
 * Changes the rates sent, all or none: an unknown code refuses the whole request. Only a rate
 * that really changes is written and audited, so saving the form unchanged leaves no trail.
 */
export async function updateCurrencyRates(
  { db }: Context,
  actor: AdminActor,
  changes: { code: string; rate: string }[],
): Promise<TAdminCurrencyRate[]> {
  return db.transaction().execute(async (trx) => {
    const current = new Map((await lockCurrencyRates(trx)).map((row) => [row.code, row]));
    const unknown = changes.flatMap((change, index) =>
      current.has(change.code)
        ? []
        : [
            {
              path: `rates.${index}.code`,
              message: CURRENCY_RATE_ADMIN_MESSAGES.currencyCodeUnknown,
            },
          ],
    );
    if (unknown.length > 0) {
      throw new BadRequestError(CURRENCY_RATE_ADMIN_MESSAGES.currencyCodeUnknown, {
        errorCode: ADMIN_ERROR_CODES.currencyUnknown,
        issues: unknown,
      });
    }
    for (const change of changes) {
      const before = current.get(change.code);
      if (!before || new Decimal(before.rate).eq(change.rate)) continue;
      const after = await setCurrencyRate(trx, change.code, {
        rate: change.rate,
        updatedBy: actor.userId,
      });
      current.set(change.code, after);
      await recordAudit(trx, {
        actor,
        entity: { type: AUDIT_ENTITY_TYPES.currencyRate, id: change.code },
        action: AUDIT_ACTIONS.currencyRateUpdate,
        before: toAdminCurrencyRate(before),
        after: toAdminCurrencyRate(after),
      });
    }
    return [...current.values()].map(toAdminCurrencyRate);
  });
}
