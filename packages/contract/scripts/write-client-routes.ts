import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { contract } from '../src/contract';
import { routeTableOf } from '../src/route-table';

// The sites' API client calls routes by this table, so their first page carries no schema
// (docs/adr/0089-page-weight-lazy-pages-and-a-size-budget.md). client-routes.test.ts fails until it
// is rewritten.
const file = new URL('../src/client-routes.ts', import.meta.url);
const source = `// Written by \`pnpm --filter @coinvest/contract client-routes\` from contract.ts: do not edit.
import type { TContract } from './contract';
import type { RouteTable } from './route-table';

/** Every route of the contract as the client calls it: method, path, body encoding. */
export const clientRoutes = ${JSON.stringify(routeTableOf(contract))} as const satisfies RouteTable<TContract>;
`;
const options = await resolveConfig(file);
writeFileSync(file, await format(source, { ...options, parser: 'typescript' }));
console.info('wrote src/client-routes.ts');
