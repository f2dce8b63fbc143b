import { config } from '../config';

/** The investor site's dashboard, on its own origin. */
export const investorDashboardUrl = `${config.investorWebUrl}/dashboard`;

export function openInvestorDashboard(): void {
  window.location.assign(investorDashboardUrl);
}

/** A project's public page on the investor site: what investors see of it. */
export function investorProjectUrl(projectId: number): string {
  return `${config.investorWebUrl}/projects/${projectId}`;
}
