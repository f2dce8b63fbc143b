import { config } from '../config';

/** The investor site's dashboard, on its own origin. */
export const investorDashboardUrl = `${config.investorWebUrl}/dashboard`;

export function openInvestorDashboard(): void {
  window.location.assign(investorDashboardUrl);
}
