-- The one mover of the money totals (docs/money-sql.md): a gift counted (p_cents > 0:
-- recorded or settled) or taken back (p_cents < 0: refunded). Called by paid_record_donation,
-- paid_settle_donation and paid_refund_donation, each after it has locked the donation row;
-- nothing else writes these figures (server/test/totals-one-mover.test.ts). It moves, in this
-- order, which every gift keeps so that two gifts never wait for each other in a circle:
-- - the candidate's total_donations_cents;
-- - its state's total_raised_cents (the row is made on the state's first use);
-- - the donors (one row per donor key): a counted gift adds its donor if new; a refund removes
--   the donor when no succeeded gift has their key any more (as paid_recompute_totals counts);
-- - the platform's money and donor count (the single hot row);
-- - the live stream's total, when the gift was made on one (p_stream_id): a stream that ended
--   meanwhile still gets the gift it was read live for, so its total always equals the sum of
--   the succeeded gifts that name it.
create or replace function paid_move_totals(
  p_candidate_id bigint,
  p_stream_id bigint,
  p_cents bigint,
  p_donor_key text,
  p_donor_name text,
  p_donor_at timestamptz
)
returns void
language plpgsql volatile as $$
declare
  v_state text;
  v_donors int := 0;
begin
  update candidates c set total_donations_cents = c.total_donations_cents + p_cents
   where c.id = p_candidate_id
  returning c.state_code into v_state;

  if p_cents > 0 then
    if v_state is not null then
      insert into state_totals as s (state_code, total_raised_cents) values (v_state, p_cents)
      on conflict (state_code) do update
        set total_raised_cents = s.total_raised_cents + excluded.total_raised_cents;
    end if;
    insert into donors (email_key, name, first_donation_at)
    values (p_donor_key, p_donor_name, p_donor_at)
    on conflict (email_key) do nothing;
    get diagnostics v_donors = row_count;
  else
    -- Not an upsert: the state's row exists (the gift counted there), and a CHECK would see
    -- the negative VALUES row before ON CONFLICT.
    update state_totals s set total_raised_cents = s.total_raised_cents + p_cents
     where s.state_code = v_state;
    delete from donors r
     where r.email_key = p_donor_key
       and not exists (select 1 from donations g
                        where g.donor_email_key = p_donor_key and g.status = 'succeeded');
    get diagnostics v_donors = row_count;
    v_donors := -v_donors;
  end if;

  update platform_totals p
     set total_raised_cents = p.total_raised_cents + p_cents,
         total_donors = p.total_donors + v_donors;

  update fundraising_streams f set total_cents = f.total_cents + p_cents
   where f.id = p_stream_id;
end
$$;
