import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';
import { notReportingCondition } from '../progress/progress.repository';

export interface SummaryRow {
  projects: number;
  totalInvestmentNeeded: string;
  pendingInterests: number;
  pendingKyc: number;
  notReportingProjects: number;
}

/** The four summary figures in one round trip. */
export function readSummary(db: Executor): Promise<SummaryRow> {
  return db
    .selectNoFrom([
      sql<number>`(select count(*)::int from projects)`.as('projects'),
      sql<string>`(select coalesce(sum(total_investment_needed), 0)::numeric(17, 2)::text from projects)`.as(
        'totalInvestmentNeeded',
      ),
      sql<number>`(select count(*)::int from project_interests where status = 'pending')`.as(
        'pendingInterests',
      ),
      sql<number>`(select count(*)::int from kyc_verifications where status in ('pending', 'under_review'))`.as(
        'pendingKyc',
      ),
      sql<number>`(select count(*)::int from projects p where ${notReportingCondition})`.as(
        'notReportingProjects',
      ),
    ])
    .executeTakeFirstOrThrow();
}
