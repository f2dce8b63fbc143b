import { mkdirSync, writeFileSync } from 'node:fs';
import { buildOpenApiDocument } from '../src/openapi';

mkdirSync('dist', { recursive: true });
writeFileSync('dist/openapi.json', `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
console.info('wrote dist/openapi.json');
