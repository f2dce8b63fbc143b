import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * reserve_investment writes a request's Idempotency-Key once, with its answer, instead of claiming
 * it first, answering it after and deleting it on a refusal
 * (docs/adr/0041-idempotency-key-written-once.md). The key is looked up under the user's
 * reservation lock, which every reservation of the user takes: a concurrent duplicate waits there
 * for the first to commit, then finds its answer, as it waited on the claim before. A refused
 * request writes no key, so the same key may be sent again, as before. Everything else is as in
 * 20261127T0900Z-reserve-investment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function reserve_investment(
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

      -- Concurrent reservations of one user queue here, so the caps below count every one.
      perform pg_advisory_xact_lock(5000002, p_user_id);
      -- Under the user's lock, a request with the key of one before it finds that one's answer:
      -- a concurrent duplicate waited for its commit on the lock.
      if p_idempotency_key is not null then
        select k.request_hash, k.investment_row into stored_request_hash, v_answer
          from idempotency_keys k
         where k.user_id = p_user_id and k.key = p_idempotency_key;
        if found then
          if v_answer is not null then
            investment := jsonb_populate_record(null::investments, v_answer);
          end if;
          outcome := 'replayed';
          return next;
          return;
        end if;
      end if;
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
            insert into idempotency_keys (user_id, key, request_hash, response_status, investment_row)
              values (p_user_id, p_idempotency_key, p_request_hash, 201, to_jsonb(v_investment));
          end if;
          outcome := 'reserved';
          investment := v_investment;
          return next;
          return;
        end if;
      end if;

      -- Refused: the unit as it is now, to say why. The key was never written.
      select true, u.project_id, u.price, u.status, u.sold_at, u.min_investment_amount,
             u.total_investment_needed, u.current_investment, u.reserved_amount
        into unit_found, unit_project_id, unit_price, unit_status, unit_sold_at,
             unit_min_investment_amount, unit_total_investment_needed, unit_current_investment,
             unit_reserved_amount
        from units u where u.id = p_unit_id;
      unit_found := coalesce(unit_found, false);
      return next;
    end;
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function reserve_investment(
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
