import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import type { renderPage } from './src/prerender.tsx';
import { PRERENDER_GATE_SCRIPT, PRERENDER_HIDDEN_ATTRIBUTE } from './src/prerender-gate.ts';

/**
 * The pages painted from HTML before their JavaScript arrives
 * (docs/adr/0090-pre-rendered-pages-for-the-first-paint.md): each is written as `file` from
 * `path`'s first render and served for the paths `serves` matches (by `vite preview` here, by
 * nginx.conf's locations in production). A project's page is the shell with the loader: its data
 * exists only at run time.
 */
export const prerenderedPages = [
  {
    file: 'home.html',
    path: '/',
    serves: /^\/$/,
    page: 'src/features/home/pages/HomePage.tsx',
  },
  {
    file: 'projects.html',
    path: '/projects',
    serves: /^\/projects\/?$/,
    page: 'src/features/projects/pages/ProjectsPage.tsx',
  },
  {
    file: 'project.html',
    path: '/projects/1',
    serves: /^\/projects\/[^/]+\/?$/,
    page: 'src/features/projects/pages/ProjectDetailPage.tsx',
  },
];

/** The stylesheets of a page's chunk and of the chunks it imports. */
function stylesOf(bundle: Rollup.OutputBundle, moduleId: string): string[] {
  const page = Object.values(bundle).find(
    (output) => output.type === 'chunk' && output.facadeModuleId === moduleId,
  );
  if (!page) throw new Error(`No chunk of ${moduleId} to pre-render`);
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (file: string) => {
    const output = bundle[file];
    if (output?.type !== 'chunk' || seen.has(file)) return;
    seen.add(file);
    for (const css of output.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const imported of output.imports) visit(imported);
  };
  visit(page.fileName);
  return [...styles];
}

/**
 * Stylesheets before scripts: they hold the first paint, and on HTTP/1.1 (six connections
 * a site) a browser would otherwise ask for them after the module preloads.
 */
function stylesFirst(html: string): string {
  const styles = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const withoutStyles = styles.reduce((page, tag) => page.replace(`${tag}\n`, ''), html);
  return withoutStyles.replace(/( *)<script type="module"/, (script, indent: string) =>
    [...styles, script.trim()].map((tag) => indent + tag).join('\n'),
  );
}

/**
 * After the site's build, a server build of src/prerender.tsx renders each of
 * `prerenderedPages`; its file is index.html with that markup in #root, the page's own
 * stylesheets, and the gate (src/prerender-gate.ts) before anything paints. The page's
 * modules are not preloaded: they would hold the first paint's connections.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  let gateFile = '';
  const building = () => config.command === 'build' && !config.build.ssr;
  return {
    name: 'coinvest:prerender',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: { order: 'post', handler: stylesFirst },
    generateBundle() {
      if (!building()) return;
      gateFile = this.getFileName(
        this.emitFile({ type: 'asset', name: 'prerender-gate.js', source: PRERENDER_GATE_SCRIPT }),
      );
    },
    async writeBundle(options, bundle) {
      if (!building()) return;
      const outDir = options.dir ?? config.build.outDir;
      const serverDir = join(config.root, 'node_modules', '.prerender');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: 'src/prerender.tsx', outDir: serverDir, copyPublicDir: false },
      });
      try {
        const server = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as {
          renderPage: typeof renderPage;
        };
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        for (const page of prerenderedPages) {
          const head = [
            `<script src="${config.base}${gateFile}"></script>`,
            `<style>[${PRERENDER_HIDDEN_ATTRIBUTE}] #root { visibility: hidden; }</style>`,
            ...stylesOf(bundle, resolve(config.root, page.page))
              .filter((file) => !template.includes(file))
              .map((file) => `<link rel="stylesheet" crossorigin href="${config.base}${file}">`),
          ];
          const markup = await server.renderPage(page.path);
          const html = template
            .replace(/( *)<script type="module"/, (script, indent: string) =>
              [...head, script.trim()].map((tag) => indent + tag).join('\n'),
            )
            .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
          writeFileSync(join(outDir, page.file), html);
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, _response, next) => {
        const { pathname } = new URL(request.url ?? '/', 'http://localhost');
        const page = prerenderedPages.find(({ serves }) => serves.test(pathname));
        const wantsPage = request.headers.accept?.includes('text/html') ?? false;
        if (page && wantsPage && existsSync(join(outDir, page.file))) request.url = `/${page.file}`;
        next();
      });
    },
  };
}
