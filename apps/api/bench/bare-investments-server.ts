import Fastify from 'fastify';
import pg from 'pg';
import { serveBench } from './serve';

// The baseline for POST /api/investments: bare Fastify and pg doing only the minimal correct
// reservation, as the investments bench drives the real API (same body, same headers). One
// statement in one durable commit: the unit's conditional UPDATE reserves only when there is
// room, and the investment and the idempotency row are written from what it returns. No
// authentication, KYC, caps, rate limits, mapping, validation or notification.
// BENCH_PREPARED=1: the statement is a named prepared statement, parsed and planned once per
// connection as the API's reservation is; the bench reports it for reference (no target).

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is not set');

const RESERVE = `
  with unit as (
    update units
       set reserved_amount = reserved_amount + $3::numeric
     where id = $2 and project_id = $1 and sold_at is null
       and status not in ('sold', 'fully_funded')
       and total_investment_needed - current_investment - reserved_amount >= $3::numeric
    returning id, project_id, price
  ), investment as (
    insert into investments (user_id, project_id, unit_id, amount, ownership_percentage,
                             current_value, status, payment_reference, payment_deadline,
                             usd_to_ghs_rate, satisfaction_confirmed, satisfaction_confirmed_at)
    select $4, project_id, id, $3::numeric, round($3::numeric * 100 / price, 2), $3::numeric,
           'pending_payment', 'BARE-' || gen_random_uuid(), now() + interval '7 days', 15, true,
           now()
      from unit
    returning *
  ), idempotency as (
    insert into idempotency_keys (user_id, key, request_hash, response_status, investment_row)
    select $4, $5, 'bare', 201, to_jsonb(investment) from investment
  )
  select * from investment`;

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const statement = process.env.BENCH_PREPARED
  ? { name: 'reserve', text: RESERVE }
  : { text: RESERVE };
const app = Fastify({ logger: false });

interface Body {
  userId: number;
  projectId: number;
  unitId: number;
  amount: string;
}

app.post<{ Body: Body }>('/api/investments', async (request, reply) => {
  const { userId, projectId, unitId, amount } = request.body;
  const key = request.headers['idempotency-key'];
  const { rows } = await pool.query<Record<string, unknown>>({
    ...statement,
    values: [projectId, unitId, amount, userId, typeof key === 'string' ? key : null],
  });
  if (rows.length === 0) return reply.status(409).send({ message: 'No room left' });
  return reply.status(201).send(rows[0]);
});

await serveBench(app, () => pool.end());
