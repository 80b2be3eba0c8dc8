-- Gifts written as pending, claimed by their request for p_claim_seconds, each on its
-- candidate's live stream if any (server/src/donations/gift-settlement.ts insertPendingGifts:
-- the gifts whose rules passed in one batch, pending-gifts.ts). A function, so its plan is
-- kept: planning an insert into donations reads the size of the table and each of its indexes
-- again, which cost more than the insert of a few rows (bench/REPORT.md "A gift's path").
-- The donation row's own triggers key its donor (paid_donation_keys). A gift's fields are
-- named as in TypeScript (PendingGift); one left out is null.
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
    select x."candidateId", x."amountCents", x."donorName", x."donorEmail",
           x."donorAddressLine1", x."donorAddressLine2", x."donorCity", x."donorState",
           x."donorPostalCode", x.occupation, x.employer, x.message, 'pending',
           x."idempotencyKey", x."userId", x."campaignUrlId", x."testMode",
           (select s.id from fundraising_streams s
             where s.candidate_id = x."candidateId" and s.ended_at is null),
           now() + make_interval(secs => p_claim_seconds), x."recurringPlanId",
           x."electionId", x.refcode, x.refcode2,
           (select v.id from donate_experiment_variants v
              join donate_experiments e on e.id = v.experiment_id
             where v.id = x."experimentVariantId" and e.candidate_id = x."candidateId"
               and e.stopped_at is null),
           x."expressLinkId", x.language
      from jsonb_to_recordset(p_gifts) as x(i int, "candidateId" bigint, "amountCents" bigint,
             "donorName" text, "donorEmail" text, "donorAddressLine1" text,
             "donorAddressLine2" text, "donorCity" text, "donorState" text,
             "donorPostalCode" text, occupation text, employer text, message text,
             "idempotencyKey" text, "userId" bigint, "campaignUrlId" bigint, "testMode" boolean,
             "recurringPlanId" bigint, "electionId" bigint, refcode text, refcode2 text,
             "experimentVariantId" bigint, "expressLinkId" bigint, language text)
     order by x.i
    returning donations.id, donations.candidate_id, donations.amount_cents, donations.stream_id,
              donations.created_at, donations.status, donations.decline_reason,
              donations.test_mode, donations.idempotency_key
  )
  select * from inserted;
end
$$;
