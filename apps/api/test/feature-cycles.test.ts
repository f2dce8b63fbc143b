import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Features never import each other in a circle (docs/adr/0103-a-shared-kernel-below-the-features.md):
 * what two features both need lives in src/lib. ESLint's import-x/no-cycle sees circles between
 * files; this sees them between features, where feature A importing B and B importing A through
 * different files is a circle too. Type-only imports count: they tie the features as much.
 */
const features = resolve(dirname(fileURLToPath(import.meta.url)), '../src/features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const featureOf = (path: string) => relative(features, path).split('/')[0] ?? '';

/** Each feature's imports of other features, with one file import that shows each. */
function featureGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(features)) {
    const from = featureOf(file);
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = resolve(dirname(file), specifier!);
      if (relative(features, target).startsWith('..')) continue;
      const to = featureOf(target);
      if (to !== from && !edges.has(to))
        edges.set(to, `${relative(features, file)} -> ${specifier}`);
    }
  }
  return graph;
}

/** Every circle found by a depth-first walk, each as its features and the imports that close it. */
function circles(graph: Map<string, Map<string, string>>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (feature: string) => {
    const at = path.indexOf(feature);
    if (at >= 0) {
      const circle = [...path.slice(at), feature];
      const imports = circle.slice(1).map((to, i) => graph.get(circle[i]!)!.get(to)!);
      found.push(`${circle.join(' -> ')}\n    ${imports.join('\n    ')}`);
      return;
    }
    if (done.has(feature)) return;
    path.push(feature);
    for (const next of graph.get(feature)?.keys() ?? []) visit(next);
    path.pop();
    done.add(feature);
  };
  for (const feature of graph.keys()) visit(feature);
  return found;
}

describe('the features of the API', () => {
  it('import each other without a circle', () => {
    expect(circles(featureGraph())).toEqual([]);
  });

  it('are read by the check (it would see a circle)', () => {
    const graph = featureGraph();
    expect(graph.get('account')?.has('auth')).toBe(true);
    const withCircle = new Map(graph);
    withCircle.set('auth', new Map([...(graph.get('auth') ?? []), ['account', 'made up']]));
    expect(circles(withCircle)).not.toEqual([]);
  });
});
