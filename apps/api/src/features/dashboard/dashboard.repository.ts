import { AWAITING_PAYMENT_STATUSES } from '@coinvest/contract';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';
import { timestampKey } from '../../lib/keyset';

// The dashboard is a read model: each section is one statement that joins the owners' tables and
// aggregates in PostgreSQL (docs/adr/0092-investor-dashboard-as-a-read-model.md). It reads only;
// rows are locked and written through their owners' repositories.

/** Investments that count in the totals: paid, or reserved and awaiting payment. */
const ACTIVE = sql`i.status = any(${['confirmed', ...AWAITING_PAYMENT_STATUSES]}::text[])`;
/** Cedis per dollar today, one InitPlan per statement; null when no rate is stored. */
const TODAYS_GHS_RATE = sql`(select rate from currency_rates where code = 'GHS')`;
const money = (expression: ReturnType<typeof sql>) =>
  sql<string>`coalesce(${expression}, 0)::numeric(17, 2)::text`;

export interface DashboardSummaryRow {
  totalInvested: string;
  confirmedAmount: string;
  awaitingPaymentAmount: string;
  currentValue: string;
  realisedProfit: string;
  investmentCount: number;
  projectCount: number;
  unitCount: number;
  ghsAtInvestmentRates: string;
  ghsAtTodaysRate: string | null;
}

export async function readDashboardSummary(
  db: Executor,
  userId: number,
): Promise<DashboardSummaryRow> {
  const { rows } = await sql<DashboardSummaryRow>`
    select
      ${money(sql`sum(i.amount)`)} as total_invested,
      ${money(sql`sum(i.amount) filter (where i.status = 'confirmed')`)} as confirmed_amount,
      ${money(sql`sum(i.amount) filter (where i.status <> 'confirmed')`)} as awaiting_payment_amount,
      ${money(sql`sum(i.current_value) filter (where i.status = 'confirmed')`)} as current_value,
      ${money(sql`sum(i.profit_share) filter (where i.status = 'confirmed' and u.sold_at is not null)`)} as realised_profit,
      count(*)::int as investment_count,
      count(distinct i.project_id)::int as project_count,
      count(distinct i.unit_id)::int as unit_count,
      ${money(sql`sum(round(i.amount * i.usd_to_ghs_rate, 2))`)} as ghs_at_investment_rates,
      case when ${TODAYS_GHS_RATE} is null then null
        else ${money(sql`sum(round(i.amount * ${TODAYS_GHS_RATE}, 2))`)} end as ghs_at_todays_rate
    from investments i
    join units u on u.id = i.unit_id
    where i.user_id = ${userId} and ${ACTIVE}`.execute(db);
  return rows[0] as DashboardSummaryRow;
}

export interface DashboardInvestmentRow {
  id: number;
  projectId: number;
  projectTitle: string;
  projectLocation: string;
  unitId: number;
  unitNumber: string;
  unitStatus: string;
  unitSold: boolean;
  amount: string;
  ownershipPercentage: string;
  currentValue: string;
  profitShare: string;
  status: string;
  paymentReference: string | null;
  paymentDeadline: Date | null;
  progressPercentage: number | null;
  ghsAtInvestmentRate: string;
  ghsAtTodaysRate: string | null;
  createdAt: Date;
  /** created_at to the microsecond, for the next page's cursor. */
  createdAtKey: string;
}

/** The last investment a portfolio page showed: its exact created_at and its id. */
export type DashboardInvestmentPosition = readonly [createdAtKey: string, id: number];

/**
 * At most `limit` of the user's investments, newest first (id breaks ties), after `after`,
 * each with its project's latest progress. The (user_id, created_at, id) index starts the read
 * at the position, so a late page costs what the first does.
 */
export async function listDashboardInvestments(
  db: Executor,
  userId: number,
  { limit, after }: { limit: number; after?: DashboardInvestmentPosition | undefined },
): Promise<DashboardInvestmentRow[]> {
  const { rows } = await sql<DashboardInvestmentRow>`
    select
      i.id, i.project_id, p.title as project_title, p.location as project_location,
      i.unit_id, u.unit_number, u.status as unit_status, u.sold_at is not null as unit_sold,
      i.amount::text, i.ownership_percentage::text, i.current_value::text,
      i.profit_share::text, i.status, i.payment_reference, i.payment_deadline,
      (select pu.progress_percentage from project_updates pu
        where pu.project_id = i.project_id and pu.progress_percentage is not null
        order by pu.created_at desc, pu.id desc limit 1) as progress_percentage,
      round(i.amount * i.usd_to_ghs_rate, 2)::text as ghs_at_investment_rate,
      round(i.amount * ${TODAYS_GHS_RATE}, 2)::text as ghs_at_todays_rate,
      i.created_at, ${timestampKey('i.created_at')} as created_at_key
    from investments i
    join projects p on p.id = i.project_id
    join units u on u.id = i.unit_id
    where i.user_id = ${userId}
      ${after ? sql`and (i.created_at, i.id) < (${after[0]}::timestamptz, ${after[1]})` : sql``}
    order by i.created_at desc, i.id desc
    limit ${limit}`.execute(db);
  return rows;
}

/** How many investments the user has, of every status (the portfolio lists them all). */
export async function countDashboardInvestments(db: Executor, userId: number): Promise<number> {
  const { rows } = await sql<{ total: number }>`
    select count(*)::int as total from investments where user_id = ${userId}`.execute(db);
  return rows[0]?.total ?? 0;
}

export interface DashboardChartsRow {
  byProject: { projectId: number; title: string; amount: string }[];
  byLocation: { location: string; amount: string }[];
  byMonth: { month: string; amount: string; cumulative: string }[];
}

/** The three charts' data in one statement, as JSON arrays built by PostgreSQL. */
export async function readDashboardCharts(
  db: Executor,
  userId: number,
): Promise<DashboardChartsRow> {
  const { rows } = await sql<DashboardChartsRow>`
    with mine as (
      select i.amount, i.created_at, p.id as project_id, p.title, p.location
      from investments i join projects p on p.id = i.project_id
      where i.user_id = ${userId} and ${ACTIVE}
    ),
    by_project as (
      select project_id, min(title) as title, sum(amount) as amount
      from mine group by project_id
    ),
    by_location as (
      select location, sum(amount) as amount from mine group by location
    ),
    by_month as (
      select to_char(date_trunc('month', created_at at time zone 'UTC'), 'YYYY-MM') as month,
        sum(amount) as amount
      from mine group by 1
    )
    select
      (select coalesce(json_agg(json_build_object(
          'projectId', project_id, 'title', title, 'amount', amount::numeric(17, 2)::text)
        order by amount desc, title, project_id), '[]') from by_project) as by_project,
      (select coalesce(json_agg(json_build_object(
          'location', location, 'amount', amount::numeric(17, 2)::text)
        order by amount desc, location), '[]') from by_location) as by_location,
      (select coalesce(json_agg(json_build_object(
          'month', month, 'amount', amount::numeric(17, 2)::text,
          'cumulative', cumulative::numeric(17, 2)::text) order by month), '[]')
        from (select month, amount, sum(amount) over (order by month) as cumulative
          from by_month) running) as by_month`.execute(db);
  return rows[0] as DashboardChartsRow;
}

export interface DashboardInterestRow {
  id: number;
  projectId: number;
  projectTitle: string;
  interestAmount: string;
  currency: string;
  status: string;
  createdAt: Date;
}

/** The user's expressions of interest, newest first. */
export async function listDashboardInterests(
  db: Executor,
  userId: number,
): Promise<DashboardInterestRow[]> {
  const { rows } = await sql<DashboardInterestRow>`
    select pi.id, pi.project_id, p.title as project_title, pi.interest_amount, pi.currency,
      pi.status, pi.created_at
    from project_interests pi join projects p on p.id = pi.project_id
    where pi.user_id = ${userId}
    order by pi.created_at desc, pi.id desc`.execute(db);
  return rows;
}
