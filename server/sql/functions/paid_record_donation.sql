-- A succeeded donation written directly (tests, imports: server/src/donations/
-- record-donation.ts) and every total it moves (paid_move_totals), in one call: the row, with
-- the candidate's live stream (one started by p_at), unless the candidate is missing or
-- inactive, or the key was used before: a concurrent insert with the same key waits on the
-- unique index, then inserts nothing. Answers the new donation, or no row.
create or replace function paid_record_donation(
  p_candidate_id bigint,
  p_amount_cents bigint,
  p_donor_name text,
  p_donor_email text,
  p_address_line1 text,
  p_address_line2 text,
  p_city text,
  p_state text,
  p_postal_code text,
  p_occupation text,
  p_employer text,
  p_message text,
  p_idempotency_key text,
  p_user_id bigint,
  p_campaign_url_id bigint,
  p_at timestamptz,
  p_charge_id text,
  p_test_mode boolean
)
returns table (
  id bigint,
  "candidateId" bigint,
  "amountCents" bigint,
  "streamId" bigint,
  "createdAt" timestamptz
)
language plpgsql volatile as $$
#variable_conflict use_column
declare
  v_gift donations;
begin
  insert into donations (candidate_id, amount_cents, donor_name, donor_email,
                         donor_address_line1, donor_address_line2, donor_city, donor_state,
                         donor_postal_code, occupation, employer, message, status,
                         idempotency_key, user_id, campaign_url_id, created_at, charge_id,
                         test_mode, stream_id)
  select p_candidate_id, p_amount_cents, p_donor_name, p_donor_email, p_address_line1,
         p_address_line2, p_city, p_state, p_postal_code, p_occupation, p_employer,
         p_message, 'succeeded', p_idempotency_key, p_user_id, p_campaign_url_id,
         coalesce(p_at, now()), p_charge_id, p_test_mode,
         (select s.id from fundraising_streams s
           where s.candidate_id = p_candidate_id and s.ended_at is null
             and (p_at is null or s.started_at <= p_at))
   where exists (select 1 from candidates c where c.id = p_candidate_id and c.is_active)
  on conflict (idempotency_key) do nothing
  returning * into v_gift;
  if v_gift.id is null then
    return;
  end if;

  perform paid_move_totals(v_gift.candidate_id, v_gift.stream_id, v_gift.amount_cents,
                           v_gift.donor_email_key, v_gift.donor_name, v_gift.created_at);

  return query select v_gift.id, v_gift.candidate_id, v_gift.amount_cents, v_gift.stream_id,
                      v_gift.created_at;
end
$$;
