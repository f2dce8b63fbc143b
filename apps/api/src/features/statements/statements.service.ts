import {
  INVESTMENTS_CSV_HEADER,
  ownershipPercentage,
  STATEMENT_MESSAGES,
  type SaleCost,
  type TSaleStatement,
  type TSaleStatementList,
} from '@coinvest/contract';
import { Decimal, toDecimal, toMoneyString } from '@coinvest/contract/decimal';
import type { DB } from '@coinvest/db';
import type { Kysely } from 'kysely';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import type { AuthUser } from '../../lib/access/request-user';
import { toCsv } from './csv';
import { renderPdf, type PdfSection } from '../../lib/pdf/pdf-document';
import { formatPdfDate, formatPdfMoney } from '../../lib/pdf/pdf-format';
import {
  findInvestmentOwner,
  findInvestorName,
  listInvestmentRows,
  type InvestmentStatementRow,
} from './statements.repository';

type Db = Kysely<DB>;

const usd = (amount: string) => formatPdfMoney('USD', amount);

/** A confirmed investment in a sold unit has a sale statement; any other has none. */
function toSaleStatement(row: InvestmentStatementRow): TSaleStatement | null {
  if (row.status !== 'confirmed' || row.unitStatus !== 'sold' || !row.soldAt) return null;
  const profit = toDecimal(row.profitGenerated ?? '0');
  const sharedProfit = Decimal.max(profit, 0);
  const saleCosts = Array.isArray(row.saleCosts) ? (row.saleCosts as unknown as SaleCost[]) : [];
  return {
    investmentId: row.id,
    project: { id: row.projectId, title: row.projectTitle, location: row.projectLocation },
    unit: { id: row.unitId, unitNumber: row.unitNumber },
    soldAt: row.soldAt.toISOString(),
    soldPrice: toMoneyString(row.soldPrice ?? '0'),
    unitPrice: toMoneyString(row.unitPrice),
    saleCosts: saleCosts.map((cost) => ({ label: cost.label, amount: toMoneyString(cost.amount) })),
    profitGenerated: toMoneyString(profit),
    amount: toMoneyString(row.amount),
    sharePercentage: ownershipPercentage(row.amount, row.unitPrice),
    profitShare: toMoneyString(row.profitShare),
    developerPart: toMoneyString(sharedProfit.minus(row.investorsProfitTotal ?? '0')),
    totalReturn: toMoneyString(new Decimal(row.amount).plus(row.profitShare)),
  };
}

export async function listSaleStatements(db: Db, user: AuthUser): Promise<TSaleStatementList> {
  const rows = await listInvestmentRows(db, user.id);
  return {
    items: rows.flatMap((row) => {
      const statement = toSaleStatement(row);
      return statement ? [statement] : [];
    }),
  };
}

function preparedFor(name: { firstName: string; lastName: string; email: string }, now: Date) {
  return [
    `Investor: ${name.firstName} ${name.lastName} (${name.email})`,
    `Issued: ${formatPdfDate(now)}`,
    'All amounts are in US dollars.',
  ];
}

/** One sale statement as a PDF: 404 unknown or not sold, 403 for another's investment. */
export async function saleStatementPdf(db: Db, user: AuthUser, investmentId: number) {
  const owner = await findInvestmentOwner(db, investmentId);
  if (!owner) throw new NotFoundError(STATEMENT_MESSAGES.saleStatementNotFound);
  if (owner.userId !== user.id) throw new ForbiddenError(STATEMENT_MESSAGES.statementNotYours);
  const rows = await listInvestmentRows(db, user.id);
  const row = rows.find((candidate) => candidate.id === investmentId);
  const statement = row ? toSaleStatement(row) : null;
  if (!statement) throw new NotFoundError(STATEMENT_MESSAGES.saleStatementNotFound);

  const pdf = await renderPdf({
    title: 'Sale statement',
    intro: preparedFor(await findInvestorName(db, user.id), new Date()),
    sections: [
      {
        heading: `${statement.project.title}, unit ${statement.unit.unitNumber}`,
        lines: [
          ['Location', statement.project.location],
          ['Investment', `#${statement.investmentId}`],
          ['Date of sale', formatPdfDate(new Date(statement.soldAt))],
          ['Sold price', usd(statement.soldPrice)],
          ["The unit's price", usd(statement.unitPrice)],
          ...statement.saleCosts.map((cost): [string, string] => [
            `Cost: ${cost.label}`,
            usd(cost.amount),
          ]),
          [
            new Decimal(statement.profitGenerated).isNegative() ? 'Loss' : 'Profit',
            usd(toMoneyString(new Decimal(statement.profitGenerated).abs())),
          ],
        ],
      },
      {
        heading: 'Your share',
        lines: [
          ['Your investment', usd(statement.amount)],
          ['Your ownership of the unit', `${statement.sharePercentage}%`],
          ['Your profit share', usd(statement.profitShare)],
          ['Your total return', usd(statement.totalReturn)],
          [
            "The developer's part (the unit's share investors did not fund)",
            usd(statement.developerPart),
          ],
        ],
      },
    ],
    note: new Decimal(statement.profitGenerated).isNegative()
      ? 'The unit sold at a loss, so there is no profit to share: you receive your investment.'
      : "The profit is the sold price minus the unit's price and the costs listed. Your profit " +
        "share is your ownership (your investment over the unit's price) of it, rounded down to " +
        "the cent; the rest of the profit is the developer's. Your total return is your " +
        'investment plus your profit share.',
  });
  return { pdf, fileName: `sale-statement-${statement.investmentId}.pdf` };
}

/**
 * The holdings at the end of a year: confirmed investments made by then, each valued at its
 * amount plus its profit share when its unit was sold by then.
 */
export async function yearlyStatementPdf(db: Db, user: AuthUser, year: number) {
  const yearEnd = new Date(Date.UTC(year + 1, 0, 1));
  const rows = (await listInvestmentRows(db, user.id)).filter(
    (row) => row.status === 'confirmed' && row.createdAt < yearEnd,
  );
  let invested = new Decimal(0);
  let value = new Decimal(0);
  const sections: PdfSection[] = rows.map((row) => {
    const soldByYearEnd = row.soldAt !== null && row.soldAt < yearEnd;
    const holdingValue = soldByYearEnd
      ? new Decimal(row.amount).plus(row.profitShare)
      : new Decimal(row.amount);
    invested = invested.plus(row.amount);
    value = value.plus(holdingValue);
    return {
      heading: `${row.projectTitle}, unit ${row.unitNumber}`,
      lines: [
        ['Location', row.projectLocation],
        ['Invested on', formatPdfDate(row.createdAt)],
        ['Amount', usd(row.amount)],
        ['Ownership', `${toMoneyString(row.ownershipPercentage)}%`],
        [
          'Unit',
          soldByYearEnd && row.soldAt
            ? `sold on ${formatPdfDate(row.soldAt)}, profit share ${usd(row.profitShare)}`
            : 'held',
        ],
        ['Value at year end', usd(toMoneyString(holdingValue))],
      ],
    };
  });
  const pdf = await renderPdf({
    title: `Yearly statement ${year}`,
    intro: preparedFor(await findInvestorName(db, user.id), new Date()),
    sections: [
      {
        heading: 'Totals',
        lines: [
          ['Holdings', String(rows.length)],
          ['Invested', usd(toMoneyString(invested))],
          ['Value at year end', usd(toMoneyString(value))],
        ],
      },
      ...sections,
    ],
    note: rows.length === 0 ? `No confirmed investments by the end of ${year}.` : undefined,
  });
  return { pdf, fileName: `yearly-statement-${year}.pdf` };
}

/** Every investment of the caller as CSV, oldest first; the header is the contract's. */
export async function investmentsCsv(db: Db, user: AuthUser): Promise<string> {
  const rows = await listInvestmentRows(db, user.id);
  return toCsv([
    INVESTMENTS_CSV_HEADER,
    ...rows.map((row) => [
      String(row.id),
      formatPdfDate(row.createdAt),
      row.projectTitle,
      row.projectLocation,
      row.unitNumber,
      row.status,
      toMoneyString(row.amount),
      toMoneyString(row.ownershipPercentage),
      toMoneyString(row.currentValue),
      row.status === 'confirmed' && row.unitStatus === 'sold' ? toMoneyString(row.profitShare) : '',
      row.paymentReference ?? '',
    ]),
  ]);
}
