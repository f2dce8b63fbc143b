/** A unit feature as stored ('ensuite_master') as a reader sees it ('Ensuite master'). */
export function featureLabel(feature: string): string {
  const words = feature.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The first `limit` items and how many more there are, for '+N more'. */
export function firstAndRest<T>(items: T[], limit: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}

/** A percentage string ('18.00', '18.50') without needless zeros: '18', '18.5'. */
export function percentLabel(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/** The id of /projects/:id when it is one (digits, as the API takes them), else null. */
export function parseProjectId(raw: string | undefined): number | null {
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
