import { config } from '../config';

/** A project's public page on the investor site: what investors see of it. */
export function investorProjectUrl(projectId: number): string {
  return `${config.investorWebUrl}/projects/${projectId}`;
}
