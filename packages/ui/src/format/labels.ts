/** A unit feature as stored ('ensuite_master') as a reader sees it ('Ensuite master'). */
export function featureLabel(feature: string): string {
  const words = feature.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The first `limit` items and how many more there are, for '+N more'. */
export function firstAndRest<T>(items: T[], limit: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}
