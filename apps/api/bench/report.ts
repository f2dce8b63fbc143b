import { appendFileSync } from 'node:fs';

/** One measured figure of a bench beside its target, as docs/bench-report.md lists them. */
export interface Figure {
  bench: string;
  what: string;
  measured: string;
  target: string;
  met: boolean;
}

/**
 * Adds a figure to the report `pnpm bench` writes (run-all.ts passes BENCH_REPORT_FILE); a
 * bench run on its own only prints.
 */
export function recordFigure(figure: Figure): void {
  const file = process.env.BENCH_REPORT_FILE;
  if (file) appendFileSync(file, `${JSON.stringify(figure)}\n`);
}
