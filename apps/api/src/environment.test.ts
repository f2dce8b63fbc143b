import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_VARIABLES } from './config';

// Turborepo runs tasks in strict environment mode: a variable that turbo.json does not list
// never reaches an app started by `pnpm dev`. The README, the API's config and turbo.json
// must therefore name the same variables.

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

function readmeEnvironmentVariables(): string[] {
  const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const start = readme.indexOf('## Environment');
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
  return [...new Set([...section.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!))];
}

function devPassThrough(): string[] {
  const turbo = JSON.parse(readFileSync(path.join(repoRoot, 'turbo.json'), 'utf8')) as {
    tasks: Record<string, { passThroughEnv?: string[] }>;
  };
  return turbo.tasks.dev?.passThroughEnv ?? [];
}

function passedOn(name: string, patterns: string[]): boolean {
  return patterns.some((pattern) =>
    pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern,
  );
}

describe('the environment the README documents', () => {
  const documented = readmeEnvironmentVariables();

  it('names every variable the API reads', () => {
    expect(ENVIRONMENT_VARIABLES.length).toBeGreaterThan(20);
    expect(ENVIRONMENT_VARIABLES.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('reaches the apps that pnpm dev starts through turbo', () => {
    expect(documented).toEqual(expect.arrayContaining(['PORT', 'API_URL', 'VITE_API_URL']));
    const dropped = documented.filter((name) => !passedOn(name, devPassThrough()));
    expect(dropped).toEqual([]);
  });
});
