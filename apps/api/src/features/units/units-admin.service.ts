import {
  ADMIN_ERROR_CODES,
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  ERROR_CODES,
  UNIT_ADMIN_MESSAGES,
  type TAdminUnit,
  type TAdminUnitPage,
  type TUnitStatus,
  type TUnitValues,
  NOTIFICATION_TEXTS,
  profitShares,
  saleProfit,
  totalSaleCosts,
  type SaleCost,
} from '@coinvest/contract';
import { Decimal, toMoneyString } from '@coinvest/contract/decimal';
import type { UnitRow } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import type { Executor } from '../../lib/executor';
import { isUniqueViolation } from '../../lib/postgres-errors';
import type { AdminActor } from '../../lib/access/admin-access';
import { auditOf } from '../../lib/audit/record-audit';
import { createNotification } from '../notifications/create-notifications';
import { findProjectTitle, shareLockProject } from '../../lib/projects/project-lookup.repository';
import { assertProjectExists, projectNotFound } from '../../lib/projects/project-lookup';
import { toAdminUnit } from './unit-admin.mapper';
import { fundingStatus } from './unit-funding-status';
import {
  countAdminUnits,
  type AdminUnitPosition,
  deleteUnitRow,
  insertUnit,
  listAdminUnitPage,
  lockConfirmedInvestments,
  setInvestmentProfitShare,
  unitHasActiveInvestments,
  unitHasUnpaidInvestments,
  unitHasInvestments,
  updateUnitRow,
} from './units-admin.repository';
import { lockUnit } from './units.repository';
import { isCursorId, keysetPage } from '../../lib/keyset';

type Context = Pick<FastifyInstance, 'db'>;

const M = UNIT_ADMIN_MESSAGES;
const UNIT_NUMBER_CONSTRAINT = 'units_project_id_unit_number_key';

const unitNotFound = () => new NotFoundError(M.unitNotFound, { errorCode: ERROR_CODES.notFound });

const unitNumberTaken = () =>
  new ConflictError(M.unitNumberTaken, {
    errorCode: ADMIN_ERROR_CODES.unitNumberTaken,
    issues: [{ path: 'unitNumber', message: M.unitNumberTaken }],
  });

/** The unit, locked; 404 when it does not exist or (when given) belongs to another project. */
async function lockExistingUnit(trx: Executor, unitId: number, projectId?: number) {
  const unit = await lockUnit(trx, unitId);
  if (!unit || (projectId !== undefined && unit.projectId !== projectId)) throw unitNotFound();
  return unit;
}

async function withUnitNumberCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, UNIT_NUMBER_CONSTRAINT)) throw unitNumberTaken();
    throw error;
  }
}

const audit = auditOf(AUDIT_ENTITY_TYPES.unit);

export async function listAdminProjectUnits(
  ctx: Context,
  projectId: number,
  query: {
    q?: string | undefined;
    status?: TUnitStatus | '' | undefined;
    cursor?: string | undefined;
    pageSize: number;
  },
): Promise<TAdminUnitPage> {
  await assertProjectExists(ctx, projectId);
  const filters = { projectId, search: query.q || undefined, status: query.status || undefined };
  return keysetPage<UnitRow, TAdminUnit, AdminUnitPosition>(
    query,
    {
      rows: (limit, after) => listAdminUnitPage(ctx.db, filters, { limit, after }),
      total: () => countAdminUnits(ctx.db, filters),
      positionOf: (row): AdminUnitPosition => [row.unitNumber, row.id],
      parsePosition: ([unitNumber, id, ...rest]) =>
        typeof unitNumber === 'string' && isCursorId(id) && rest.length === 0
          ? ([unitNumber, id] as const)
          : undefined,
    },
    toAdminUnit,
  );
}

/** A new unit: totalInvestmentNeeded = price, nothing invested, status 'available'. */
export async function createUnit(
  ctx: Context,
  actor: AdminActor,
  projectId: number,
  values: TUnitValues,
): Promise<TAdminUnit> {
  return withUnitNumberCheck(() =>
    ctx.db.transaction().execute(async (trx) => {
      // Shared lock: the project cannot be deleted while its new unit is written.
      const project = await shareLockProject(trx, projectId);
      if (!project) throw projectNotFound();
      const unit = toAdminUnit(
        await insertUnit(trx, {
          ...values,
          projectId,
          totalInvestmentNeeded: values.price,
          currentInvestment: '0',
          reservedAmount: '0',
          status: 'available',
        }),
      );
      await audit(trx, actor, AUDIT_ACTIONS.unitCreate, unit.id, { after: unit });
      return unit;
    }),
  );
}

/**
 * Replaces the form's fields. totalInvestmentNeeded follows the price, and the price cannot
 * change once investors hold shares of the unit: their ownership percentages were computed
 * from it. The status follows the funding again unless the admin set it by hand or the unit
 * is sold.
 */
export async function updateUnit(
  ctx: Context,
  actor: AdminActor,
  projectId: number,
  unitId: number,
  values: TUnitValues,
): Promise<TAdminUnit> {
  return withUnitNumberCheck(() =>
    ctx.db.transaction().execute(async (trx) => {
      const before = await lockExistingUnit(trx, unitId, projectId);
      const priceChanges = !new Decimal(before.price).eq(values.price);
      if (priceChanges && (await unitHasActiveInvestments(trx, unitId))) {
        throw new ConflictError(M.unitPriceLocked, {
          errorCode: ADMIN_ERROR_CODES.unitPriceLocked,
          issues: [{ path: 'price', message: M.unitPriceLocked }],
        });
      }
      const followsFunding = !before.manualStatus && before.status !== 'sold';
      const unit = toAdminUnit(
        await updateUnitRow(trx, unitId, {
          ...values,
          totalInvestmentNeeded: values.price,
          ...(followsFunding && { status: fundingStatus(before.currentInvestment, values.price) }),
        }),
      );
      await audit(trx, actor, AUDIT_ACTIONS.unitUpdate, unitId, {
        before: toAdminUnit(before),
        after: unit,
      });
      return unit;
    }),
  );
}

/** A unit anyone has invested in (any status) stays: money records keep what they point at. */
export async function deleteUnit(
  ctx: Context,
  actor: AdminActor,
  projectId: number,
  unitId: number,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const unit = await lockExistingUnit(trx, unitId, projectId);
    if (await unitHasInvestments(trx, unitId)) {
      throw new ConflictError(M.unitHasInvestments, {
        errorCode: ADMIN_ERROR_CODES.unitHasInvestments,
      });
    }
    await deleteUnitRow(trx, unitId);
    await audit(trx, actor, AUDIT_ACTIONS.unitDelete, unitId, { before: toAdminUnit(unit) });
  });
}

/**
 * The Payment Status dropdown: available, partially or fully funded, after which funding no
 * longer moves it. 'sold' comes only from Mark as Sold, which shares the profit; a sold unit
 * keeps its status, or new reservations would land on it.
 */
export async function setUnitPaymentStatus(
  ctx: Context,
  actor: AdminActor,
  unitId: number,
  status: TUnitStatus,
): Promise<TAdminUnit> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockExistingUnit(trx, unitId);
    if (isSold(before)) {
      throw new ConflictError(M.unitSoldStatusLocked, {
        errorCode: ADMIN_ERROR_CODES.unitAlreadySold,
      });
    }
    if (status === 'sold') {
      throw new ConflictError(M.unitSaleRequired, {
        errorCode: ADMIN_ERROR_CODES.unitSaleRequired,
      });
    }
    const unit = toAdminUnit(await updateUnitRow(trx, unitId, { status, manualStatus: true }));
    await audit(trx, actor, AUDIT_ACTIONS.unitPaymentStatus, unitId, {
      before: toAdminUnit(before),
      after: unit,
    });
    return unit;
  });
}

function isSold(unit: UnitRow): boolean {
  return unit.status === 'sold' || unit.soldAt !== null;
}

/**
 * Records the sale and shares its computed profit by the profit model: each confirmed
 * investment's ownership of the unit's price times the profit, rounded down to the cent, the
 * rest (the unfunded part and the rounding) the developer's. Each investor's currentValue
 * becomes amount + share, and each is notified, all in one transaction.
 */
export async function markUnitSold(
  ctx: Context,
  actor: AdminActor,
  unitId: number,
  sale: { soldPrice: string; costs: SaleCost[] },
): Promise<TAdminUnit> {
  if (new Decimal(totalSaleCosts(sale.costs)).gt(sale.soldPrice)) {
    throw new BadRequestError(M.unitSaleCostsAboveSoldPrice);
  }
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockExistingUnit(trx, unitId);
    if (isSold(before)) {
      throw new ConflictError(M.unitAlreadySold, { errorCode: ADMIN_ERROR_CODES.unitAlreadySold });
    }
    // Someone paying after the sale would own part of a sold unit and share none of its profit.
    if (await unitHasUnpaidInvestments(trx, unitId)) {
      throw new ConflictError(M.unitHasUnpaidInvestments, {
        errorCode: ADMIN_ERROR_CODES.unitHasUnpaidInvestments,
      });
    }
    const investments = await lockConfirmedInvestments(trx, unitId);
    const profit = saleProfit(sale.soldPrice, before.price, sale.costs);
    const { shares, developerPart } = profitShares(
      profit,
      before.price,
      investments.map((investment) => investment.amount),
    );
    const investmentShares = investments.map((investment, index) => ({
      investmentId: investment.id,
      userId: investment.userId,
      amount: investment.amount,
      profitShare: shares[index] ?? '0.00',
    }));
    for (const share of investmentShares) {
      await setInvestmentProfitShare(trx, share.investmentId, {
        profitShare: share.profitShare,
        currentValue: toMoneyString(new Decimal(share.amount).plus(share.profitShare)),
      });
    }

    const unit = toAdminUnit(
      await updateUnitRow(trx, unitId, {
        soldPrice: toMoneyString(sale.soldPrice),
        profitGenerated: profit,
        saleCosts: JSON.stringify(sale.costs),
        soldAt: new Date(),
        status: 'sold',
        manualStatus: true,
      }),
    );

    const project = await findProjectTitle(trx, before.projectId);
    if (!project) throw projectNotFound();
    const sharePerUser = new Map<number, Decimal>();
    for (const share of investmentShares) {
      const sum = sharePerUser.get(share.userId) ?? new Decimal(0);
      sharePerUser.set(share.userId, sum.plus(share.profitShare));
    }
    for (const [userId, total] of sharePerUser) {
      await createNotification(trx, {
        userId,
        projectId: before.projectId,
        ...NOTIFICATION_TEXTS.unitSold({
          unitNumber: before.unitNumber,
          projectTitle: project.title,
          profitShare: total,
        }),
        type: 'completion',
      });
    }

    await audit(trx, actor, AUDIT_ACTIONS.unitMarkSold, unitId, {
      before: toAdminUnit(before),
      after: { ...unit, saleCosts: sale.costs, profitShares: investmentShares, developerPart },
    });
    return unit;
  });
}
