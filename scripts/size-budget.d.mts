// The types of size-budget.mjs, for the TypeScript that imports it (apps/api/bench/run-all.ts).

export interface SiteBudget {
  site: 'investor-web' | 'admin-web';
  budgetKb: number;
  targetKb: number;
}

export const budgets: SiteBudget[];

export interface FirstPageAsset {
  url: string;
  kind: 'js' | 'css';
}

export function firstPageAssets(indexHtml: string): FirstPageAsset[];

export function measureFirstPage(distDir: string): {
  files: (FirstPageAsset & { gzipBytes: number })[];
  jsBytes: number;
  cssBytes: number;
  totalBytes: number;
};
