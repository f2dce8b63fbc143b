import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * A reservation in one round trip (docs/adr/0043-the-reservation-is-one-sql-function.md):
 * reserve_investment runs, inside the database, the steps the API used to send one by one, each
 * statement on a fresh snapshot as before: the KYC gate, the Idempotency-Key claim (a concurrent
 * duplicate waits for the first to commit, then gets its answer), the user's reservation lock, the
 * pending caps, the unit's conditional UPDATE, and the investment, its outbox row and its
 * idempotent answer. It writes only when every rule admits the amount; otherwise it writes nothing
 * (the claim is taken back) and returns what it read, from which the API words the refusal. Called
 * as one statement, so it commits or rolls back whole.
 *
 * An idempotent answer is now the investment's row as it was written (investment_row), mapped by
 * the API when replayed, instead of the API's JSON of it: the function cannot run the API's
 * mapper. Answers stored before this migration are moved over, their fields renamed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table idempotency_keys add column investment_row jsonb`.execute(db);
  await sql`update idempotency_keys set investment_row = jsonb_build_object(
      'id', response_body->'id',
      'user_id', response_body->'userId',
      'project_id', response_body->'projectId',
      'unit_id', response_body->'unitId',
      'amount', response_body->'amount',
      'ownership_percentage', response_body->'ownershipPercentage',
      'current_value', response_body->'currentValue',
      'status', response_body->'status',
      'payment_method', response_body->'paymentMethod',
      'payment_reference', response_body->'paymentReference',
      'payment_deadline', response_body->'paymentDeadline',
      'payment_confirmed_by', response_body->'paymentConfirmedBy',
      'payment_confirmed_at', response_body->'paymentConfirmedAt',
      'satisfaction_confirmed', response_body->'satisfactionConfirmed',
      'satisfaction_confirmed_at', response_body->'satisfactionConfirmedAt',
      'created_at', response_body->'createdAt')
    where response_body is not null`.execute(db);
  await sql`alter table idempotency_keys drop column response_body`.execute(db);

  await sql`create function reserve_investment(
      p_user_id integer,
      p_project_id integer,
      p_unit_id integer,
      p_amount numeric,
      p_idempotency_key text,
      p_request_hash text,
      p_kyc_exempt boolean,
      p_max_pending_count integer,
      p_max_pending_total numeric,
      p_payment_reference text,
      p_payment_deadline timestamptz,
      p_now timestamptz)
    returns table (
      outcome text,
      kyc_status text,
      kyc_expires_at timestamptz,
      stored_request_hash text,
      pending_count integer,
      pending_total numeric,
      project_minimum numeric,
      ghs_rate numeric,
      unit_found boolean,
      unit_project_id integer,
      unit_price numeric,
      unit_status text,
      unit_sold_at timestamptz,
      unit_min_investment_amount numeric,
      unit_total_investment_needed numeric,
      unit_current_investment numeric,
      unit_reserved_amount numeric,
      investment investments)
    language plpgsql volatile as $$
    declare
      v_investment investments;
      v_answer jsonb;
    begin
      outcome := 'refused';
      unit_found := false;

      select k.status, k.expires_at into kyc_status, kyc_expires_at
        from kyc_verifications k where k.user_id = p_user_id;
      if not (p_kyc_exempt or coalesce(kyc_status = 'approved'
              and (kyc_expires_at is null or kyc_expires_at > p_now), false)) then
        return next;
        return;
      end if;

      if p_idempotency_key is not null then
        insert into idempotency_keys (user_id, key, request_hash)
          values (p_user_id, p_idempotency_key, p_request_hash)
          on conflict (user_id, key) do nothing;
        if not found then
          -- The insert waited for the first request's commit: its answer is readable now.
          select k.request_hash, k.investment_row into stored_request_hash, v_answer
            from idempotency_keys k
           where k.user_id = p_user_id and k.key = p_idempotency_key;
          if v_answer is not null then
            investment := jsonb_populate_record(null::investments, v_answer);
          end if;
          outcome := 'replayed';
          return next;
          return;
        end if;
      end if;

      -- Concurrent reservations of one user queue here, so the caps below count every one.
      perform pg_advisory_xact_lock(5000002, p_user_id);
      select count(*)::integer, coalesce(sum(i.amount), 0.00)
        into pending_count, pending_total
        from investments i
       where i.user_id = p_user_id and i.status = 'pending_payment';
      select p.min_investment into project_minimum from projects p where p.id = p_project_id;
      select c.rate into ghs_rate from currency_rates c where c.code = 'GHS';

      if pending_count < p_max_pending_count
         and pending_total + p_amount <= p_max_pending_total
         and project_minimum is not null
         and ghs_rate is not null then
        -- The unit's row lock, held from here to the commit: only what must follow it does.
        update units u
           set reserved_amount = u.reserved_amount + p_amount, updated_at = p_now
         where u.id = p_unit_id
           and u.project_id = p_project_id
           and u.sold_at is null
           and u.status not in ('sold', 'fully_funded')
           and u.total_investment_needed - u.current_investment - u.reserved_amount >= p_amount
           and (p_amount >= greatest(project_minimum, u.min_investment_amount)
                or p_amount = u.total_investment_needed - u.current_investment - u.reserved_amount)
        returning u.price into unit_price;
        if found then
          insert into investments (user_id, project_id, unit_id, amount, ownership_percentage,
              current_value, status, payment_reference, payment_deadline, usd_to_ghs_rate,
              satisfaction_confirmed, satisfaction_confirmed_at)
            values (p_user_id, p_project_id, p_unit_id, p_amount,
              -- amount / price x 100, half-up to 2 places; 40 places before rounding, as the API's
              -- decimal arithmetic, so both round alike.
              round(p_amount * 100.0000000000000000000000000000000000000000 / unit_price, 2),
              p_amount, 'pending_payment', p_payment_reference, p_payment_deadline, ghs_rate,
              true, p_now)
            returning * into v_investment;
          insert into reservation_outbox (investment_id) values (v_investment.id);
          if p_idempotency_key is not null then
            update idempotency_keys k
               set response_status = 201, investment_row = to_jsonb(v_investment)
             where k.user_id = p_user_id and k.key = p_idempotency_key;
          end if;
          outcome := 'reserved';
          investment := v_investment;
          return next;
          return;
        end if;
      end if;

      -- Refused: the unit as it is now, to say why, and the key claimed for nothing given back.
      select true, u.project_id, u.price, u.status, u.sold_at, u.min_investment_amount,
             u.total_investment_needed, u.current_investment, u.reserved_amount
        into unit_found, unit_project_id, unit_price, unit_status, unit_sold_at,
             unit_min_investment_amount, unit_total_investment_needed, unit_current_investment,
             unit_reserved_amount
        from units u where u.id = p_unit_id;
      unit_found := coalesce(unit_found, false);
      if p_idempotency_key is not null then
        delete from idempotency_keys k
         where k.user_id = p_user_id and k.key = p_idempotency_key;
      end if;
      return next;
    end;
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function reserve_investment`.execute(db);
  await sql`alter table idempotency_keys add column response_body jsonb`.execute(db);
  await sql`update idempotency_keys set response_body = jsonb_build_object(
      'id', investment_row->'id',
      'userId', investment_row->'user_id',
      'projectId', investment_row->'project_id',
      'unitId', investment_row->'unit_id',
      'amount', to_jsonb((investment_row->>'amount')::numeric(15, 2)::text),
      'ownershipPercentage',
        to_jsonb((investment_row->>'ownership_percentage')::numeric(5, 2)::text),
      'currentValue', to_jsonb((investment_row->>'current_value')::numeric(15, 2)::text),
      'status', investment_row->'status',
      'paymentMethod', investment_row->'payment_method',
      'paymentReference', investment_row->'payment_reference',
      'paymentDeadline', investment_row->'payment_deadline',
      'paymentConfirmedBy', investment_row->'payment_confirmed_by',
      'paymentConfirmedAt', investment_row->'payment_confirmed_at',
      'satisfactionConfirmed', investment_row->'satisfaction_confirmed',
      'satisfactionConfirmedAt', investment_row->'satisfaction_confirmed_at',
      'createdAt', investment_row->'created_at')
    where investment_row is not null`.execute(db);
  await sql`alter table idempotency_keys drop column investment_row`.execute(db);
}
