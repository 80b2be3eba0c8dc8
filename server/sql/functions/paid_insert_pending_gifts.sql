-- Gifts written as pending, claimed by their request for p_claim_seconds, each on its
-- candidate's live stream if any (server/src/donations/gift-settlement.ts insertPendingGifts:
-- the gifts whose rules passed in one batch, pending-gifts.ts). A function, so its plan is
-- kept: planning an insert into donations reads the size of the table and each of its indexes
-- again, which cost more than the insert of a few rows (bench/REPORT.md "A gift's path").
-- The donation row's own triggers key its donor (paid_donation_keys).
create or replace function paid_insert_pending_gifts(p_gifts jsonb, p_claim_seconds int)
returns table (
  id bigint,
  "candidateId" bigint,
  "amountCents" bigint,
  "streamId" bigint,
  "createdAt" timestamptz,
  status text,
  "declineReason" text,
  "testMode" boolean,
  "idempotencyKey" text
)
language plpgsql volatile
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
begin
  return query
  with inserted as (
    insert into donations (candidate_id, amount_cents, donor_name, donor_email,
                           donor_address_line1, donor_address_line2, donor_city, donor_state,
                           donor_postal_code, occupation, employer, message, status,
                           idempotency_key, user_id, campaign_url_id, test_mode, stream_id,
                           settle_after, recurring_plan_id, election_id, refcode, refcode2,
                           experiment_variant_id, express_link_id, language)
    select x.candidate_id, x.amount_cents, x.donor_name, x.donor_email, x.line1, x.line2,
           x.city, x.state, x.postal_code, x.occupation, x.employer, x.message, 'pending',
           x.idempotency_key, x.user_id, x.campaign_url_id, x.test_mode,
           (select s.id from fundraising_streams s
             where s.candidate_id = x.candidate_id and s.ended_at is null),
           now() + make_interval(secs => p_claim_seconds), x.recurring_plan_id,
           x.election_id, x.refcode, x.refcode2,
           (select v.id from donate_experiment_variants v
              join donate_experiments e on e.id = v.experiment_id
             where v.id = x.experiment_variant_id and e.candidate_id = x.candidate_id
               and e.stopped_at is null),
           x.express_link_id, x.language
      from jsonb_to_recordset(p_gifts) as x(i int, candidate_id bigint, amount_cents bigint,
             donor_name text, donor_email text, line1 text, line2 text, city text, state text,
             postal_code text, occupation text, employer text, message text,
             idempotency_key text, user_id bigint, campaign_url_id bigint, test_mode boolean,
             recurring_plan_id bigint, election_id bigint, refcode text, refcode2 text,
             experiment_variant_id bigint, express_link_id bigint, language text)
     order by x.i
    returning donations.id, donations.candidate_id, donations.amount_cents, donations.stream_id,
              donations.created_at, donations.status, donations.decline_reason,
              donations.test_mode, donations.idempotency_key
  )
  select * from inserted;
end
$$;
