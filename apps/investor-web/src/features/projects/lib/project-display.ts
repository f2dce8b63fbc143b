import { parseIdParam } from '@coinvest/contract';

/** A percentage string ('18.00', '18.50') without needless zeros: '18', '18.5'. */
export function percentLabel(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/** The id of /projects/:id when it is one the API takes (the contract's own rule), else null. */
export const parseProjectId = parseIdParam;
