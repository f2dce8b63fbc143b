import { z } from 'zod';
import { ZMoneyStringSchema } from '../common/money-string.schemas';

/** The four summary cards of the admin panel. */
export const ZAdminSummarySchema = z.object({
  /**
   * Active Projects: every project, whatever its status
   * (docs/adr/0051-admin-catalogue-writes.md).
   */
  activeProjects: z.number().int(),
  /** Investment Interests, 'Pending approval': interests with status pending. */
  pendingInterests: z.number().int(),
  /** Total Investment: the sum of each project's totalInvestmentNeeded, US dollars. */
  totalInvestment: ZMoneyStringSchema,
  /** Pending KYC: verifications pending or under review (the real count, not a fixed 0). */
  pendingKyc: z.number().int(),
  /** Projects whose developer missed the promised update interval (docs/product-rules.md). */
  notReportingProjects: z.number().int(),
});
export type TAdminSummary = z.infer<typeof ZAdminSummarySchema>;
