#!/usr/bin/env node
// The size budget of both sites' first page
// (docs/adr/0089-page-weight-lazy-pages-and-a-size-budget.md): the JavaScript a built index.html
// loads before anything else (its module script and modulepreloads), gzipped; its stylesheets are
// printed beside it. Lazy routes are not counted: they load on visit. Above the budget fails; the
// target is issue 17's aim, printed with the distance to it until the budget can be lowered to it.
//   node scripts/size-budget.mjs              # apps/*/dist, after `pnpm build`
//   node scripts/size-budget.mjs dist-e2e     # the browser tests' builds
// Exits 1 when a site is over its budget or not built.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const KB = 1024;

// Each budget sits about 4 KB above the weight when it was last lowered: every route added to the
// shared contract weighs on both first pages, and a ratchet with no room failed CI on one route.
export const budgets = [
  { site: 'investor-web', budgetKb: 164, targetKb: 170 },
  { site: 'admin-web', budgetKb: 176, targetKb: 250 },
];

/** The files index.html makes the browser fetch at once: module scripts, preloads, styles. */
export function firstPageAssets(indexHtml) {
  const tags = indexHtml.match(/<(script|link)\b[^>]*>/g) ?? [];
  const assets = [];
  for (const tag of tags) {
    const attribute = (name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
    const isScript = tag.startsWith('<script') && attribute('type') === 'module';
    const rel = attribute('rel');
    const url = isScript ? attribute('src') : attribute('href');
    if (!url || /^(https?:)?\/\//.test(url)) continue;
    if (isScript || rel === 'modulepreload') assets.push({ url, kind: 'js' });
    else if (rel === 'stylesheet') assets.push({ url, kind: 'css' });
  }
  return assets;
}

/** Gzip sizes (level 9) of a built site's first-page assets, in bytes. */
export function measureFirstPage(distDir) {
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = firstPageAssets(indexHtml).map(({ url, kind }) => ({
    url,
    kind,
    gzipBytes: gzipSync(readFileSync(join(distDir, url.replace(/^\//, ''))), { level: 9 }).length,
  }));
  const total = (kind) =>
    files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.gzipBytes, 0);
  return {
    files,
    jsBytes: total('js'),
    cssBytes: total('css'),
    totalBytes: total('js') + total('css'),
  };
}

function main() {
  const distName = process.argv[2] ?? 'dist';
  let failed = false;
  for (const { site, budgetKb, targetKb } of budgets) {
    const distDir = join(root, 'apps', site, distName);
    if (!existsSync(join(distDir, 'index.html'))) {
      console.error(`${site}: no ${distName}/index.html; build the site first.`);
      failed = true;
      continue;
    }
    const { files, jsBytes, cssBytes, totalBytes } = measureFirstPage(distDir);
    const over = jsBytes > budgetKb * KB;
    failed ||= over;
    const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
    const toTarget = jsBytes > targetKb * KB ? `${kb(jsBytes - targetKb * KB)} above` : 'met';
    console.info(
      `${site}: first page JavaScript ${kb(jsBytes)} gzip (CSS ${kb(cssBytes)}, together ` +
        `${kb(totalBytes)}); budget ${budgetKb} KB: ${over ? 'OVER' : 'ok'}; ` +
        `target ${targetKb} KB: ${toTarget}`,
    );
    for (const file of files) console.info(`  ${kb(file.gzipBytes).padStart(9)}  ${file.url}`);
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
