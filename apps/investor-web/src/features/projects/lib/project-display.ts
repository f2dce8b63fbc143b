/** A percentage string ('18.00', '18.50') without needless zeros: '18', '18.5'. */
export function percentLabel(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/** The id of /projects/:id when it is one (digits, as the API takes them), else null. */
export function parseProjectId(raw: string | undefined): number | null {
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
