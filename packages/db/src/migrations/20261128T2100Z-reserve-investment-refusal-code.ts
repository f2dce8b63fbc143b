import { sql, type Kysely } from 'kysely';
import { up as reserveInvestmentKeyOnce } from './20261127T1200Z-reserve-investment-key-once';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * reserve_investment says why it refused, as one code, instead of returning what it read for
 * the API to work the reason out again: the rules are decided once, here. The codes, in the
 * order they are checked (docs/product-rules.md, Investments): kyc_required, pending_count,
 * pending_total, project_not_found, unit_not_in_project, unit_not_open, below_minimum (with
 * minimum_amount), above_remaining (with remaining_amount), no_rate, and unit_changed when the
 * unit refused an amount it would take by the time it was read again (the API tries again).
 * The reservation itself is as in 20261127T1200Z-reserve-investment-key-once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Its columns change, which create or replace cannot do.
  await sql`drop function reserve_investment(integer, integer, integer, numeric, text, text,
      boolean, integer, numeric, text, timestamptz, timestamptz)`.execute(db);
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
      refusal text,
      stored_request_hash text,
      minimum_amount numeric,
      remaining_amount numeric,
      investment investments)
    language plpgsql volatile as $$
    declare
      v_kyc_status text;
      v_kyc_expires_at timestamptz;
      v_pending_count integer;
      v_pending_total numeric;
      v_project_minimum numeric;
      v_ghs_rate numeric;
      v_unit_price numeric;
      v_unit units;
      v_remaining numeric;
      v_investment investments;
      v_answer jsonb;
    begin
      outcome := 'refused';

      select k.status, k.expires_at into v_kyc_status, v_kyc_expires_at
        from kyc_verifications k where k.user_id = p_user_id;
      if not (p_kyc_exempt or coalesce(v_kyc_status = 'approved'
              and (v_kyc_expires_at is null or v_kyc_expires_at > p_now), false)) then
        refusal := 'kyc_required';
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
        into v_pending_count, v_pending_total
        from investments i
       where i.user_id = p_user_id and i.status = 'pending_payment';
      if v_pending_count >= p_max_pending_count then
        refusal := 'pending_count';
        return next;
        return;
      end if;
      if v_pending_total + p_amount > p_max_pending_total then
        refusal := 'pending_total';
        return next;
        return;
      end if;
      select p.min_investment into v_project_minimum from projects p where p.id = p_project_id;
      if v_project_minimum is null then
        refusal := 'project_not_found';
        return next;
        return;
      end if;
      select c.rate into v_ghs_rate from currency_rates c where c.code = 'GHS';

      if v_ghs_rate is not null then
        -- The unit's row lock, held from here to the commit: only what must follow it does.
        update units u
           set reserved_amount = u.reserved_amount + p_amount, updated_at = p_now
         where u.id = p_unit_id
           and u.project_id = p_project_id
           and u.sold_at is null
           and u.status not in ('sold', 'fully_funded')
           and u.total_investment_needed - u.current_investment - u.reserved_amount >= p_amount
           and (p_amount >= greatest(v_project_minimum, u.min_investment_amount)
                or p_amount = u.total_investment_needed - u.current_investment - u.reserved_amount)
        returning u.price into v_unit_price;
        if found then
          insert into investments (user_id, project_id, unit_id, amount, ownership_percentage,
              current_value, status, payment_reference, payment_deadline, usd_to_ghs_rate,
              satisfaction_confirmed, satisfaction_confirmed_at)
            values (p_user_id, p_project_id, p_unit_id, p_amount,
              -- amount / price x 100, half-up to 2 places; 40 places before rounding, as the API's
              -- decimal arithmetic, so both round alike.
              round(p_amount * 100.0000000000000000000000000000000000000000 / v_unit_price, 2),
              p_amount, 'pending_payment', p_payment_reference, p_payment_deadline, v_ghs_rate,
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

      -- Refused by the unit or for want of a rate: the unit as it is now says which. The key
      -- was never written.
      select * into v_unit from units u where u.id = p_unit_id;
      if not found or v_unit.project_id <> p_project_id then
        refusal := 'unit_not_in_project';
      elsif v_unit.sold_at is not null or v_unit.status in ('sold', 'fully_funded') then
        refusal := 'unit_not_open';
      else
        v_remaining := v_unit.total_investment_needed - v_unit.current_investment
          - v_unit.reserved_amount;
        -- The last share of a unit may be smaller than the minimum: it may still be taken whole.
        if p_amount < greatest(v_project_minimum, v_unit.min_investment_amount)
           and p_amount <> v_remaining then
          refusal := 'below_minimum';
          minimum_amount := greatest(v_project_minimum, v_unit.min_investment_amount);
        elsif p_amount > v_remaining then
          refusal := 'above_remaining';
          remaining_amount := greatest(v_remaining, 0);
        elsif v_ghs_rate is null then
          refusal := 'no_rate';
        else
          refusal := 'unit_changed';
        end if;
      end if;
      return next;
    end;
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function reserve_investment(integer, integer, integer, numeric, text, text,
      boolean, integer, numeric, text, timestamptz, timestamptz)`.execute(db);
  // The function as it was before: that migration's own definition, itself frozen.
  await reserveInvestmentKeyOnce(db);
}
