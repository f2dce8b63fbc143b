import { createKysely } from '@coinvest/db';
import Fastify from 'fastify';
import pg from 'pg';
import {
  projectByIdQuery,
  projectCountQuery,
  projectPageQuery,
} from '../src/features/projects/projects.repository';
import { serveBench } from './serve';

// The baseline: bare Fastify and pg running the API's own SQL (compiled once at start-up from
// the repository), sending the rows as they come. No plugins, hooks, mapping or validation.

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is not set');

const compiler = createKysely(databaseUrl, 1);
const page = projectPageQuery(compiler, { words: [] }, { limit: 51 }).compile();
const count = projectCountQuery(compiler, { words: [] }).compile();
const byId = projectByIdQuery(compiler, 1).compile();
await compiler.destroy();

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const app = Fastify({ logger: false });

app.get('/api/projects', async (_request, reply) => {
  const [rows, total] = await Promise.all([
    pool.query<Record<string, unknown>>(page.sql, [...page.parameters]),
    pool.query<{ total: string }>(count.sql, [...count.parameters]),
  ]);
  void reply.header('x-total-count', total.rows[0]?.total ?? '0');
  return rows.rows.slice(0, 50);
});

app.get<{ Params: { id: string } }>('/api/projects/:id', async (request, reply) => {
  const id = Number(request.params.id);
  if (!Number.isInteger(id)) return reply.status(400).send({ message: 'Bad id' });
  const { rows } = await pool.query<Record<string, unknown>>(byId.sql, [id]);
  if (rows.length === 0) return reply.status(404).send({ message: 'Project not found' });
  return rows[0];
});

await serveBench(app, () => pool.end());
