-- Donations through the payment provider (decisions section 5, compliance.md). Earlier
-- migrations are never edited; the same SQL runs on PGlite and PostgreSQL.

-- What the provider answered: its charge id (refunds and reconciliation need it), whether it
-- was the test-mode provider (a receipt says so), and why a declined attempt was declined
-- (status 'declined' rows are kept for audit and count toward nothing). Null on rows written
-- without a payment (the demo seed, imports). Card data is never stored.
alter table donations
  add column charge_id text,
  add column test_mode boolean,
  add column decline_reason text;

-- Per-donor limits of a logged-in donor: earlier gifts of one account to one candidate (the
-- email match uses donations_donor_candidate_idx).
create index donations_user_candidate_idx on donations (user_id, candidate_id)
  where user_id is not null;

-- The donation flow's two statements, as functions: PL/pgSQL keeps each statement's plan for
-- the connection, where a plain query is planned again on every call (on PGlite, planning was
-- a third of a donation's time). server/src/donations says when each runs and why; a change
-- to either is a new migration with `create or replace function`.

-- What a donation checks, read after its locks (make-donation.ts): the candidate, the donor's
-- succeeded gifts to it since the cycle began (matched by email in any case, or by account:
-- donations_donor_candidate_idx, donations_user_candidate_idx), and a donation with this
-- idempotency key (declined attempts never carry a client's key).
create function paid_gift_state(
  p_candidate_id bigint,
  p_email text,
  p_user_id bigint,
  p_idempotency_key text,
  p_cycle_starts_at timestamptz
)
returns table (
  "candidateName" text,
  "candidateActive" boolean,
  "givenCents" bigint,
  "earlierId" bigint,
  "earlierCandidateId" bigint,
  "earlierCandidateName" text,
  "earlierAmountCents" bigint,
  "earlierEmail" text,
  "earlierCreatedAt" timestamptz,
  "earlierTestMode" boolean
)
language plpgsql stable as $$
#variable_conflict use_column
begin
  return query
  select c.name, c.is_active,
         (select coalesce(sum(g.amount_cents), 0)::bigint from donations g
           where g.candidate_id = p_candidate_id and g.status = 'succeeded'
             and g.created_at >= p_cycle_starts_at
             and (lower(g.donor_email) = lower(p_email) or g.user_id = p_user_id)),
         e.id, e.candidate_id, ec.name, e.amount_cents, lower(e.donor_email), e.created_at,
         e.test_mode
    from (select 1) as one
    left join candidates c on c.id = p_candidate_id
    left join donations e on e.idempotency_key = p_idempotency_key
    left join candidates ec on ec.id = e.candidate_id;
end
$$;

-- A succeeded donation and every running total it moves, in one statement (atomic on its
-- own; record-donation.ts):
-- - the row, with the candidate's live stream (one started by p_at), unless the candidate is
--   missing or inactive, or the key was used before: a concurrent insert with the same key
--   waits on the unique index, then inserts nothing;
-- - only if it was inserted: the candidate's total; its state's total_raised_cents (the row
--   made on the state's first use); a first gift from an address adds a donor (totalDonors
--   counts distinct emails); the platform's money and donor count; the stream's total. A
--   stream that ends meanwhile still gets the gift it was read live for, so its total always
--   equals the sum of the donations that name it.
-- Row locks come in the same order in every donation (PostgreSQL runs a data-modifying WITH
-- when it is first read, and the final select reads them in this order): donation,
-- candidate, state_totals, donors, platform_totals (the single hot row), stream.
-- Answers the new donation, or no row.
create function paid_record_donation(
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
begin
  return query
  with live_stream as (
    select s.id from fundraising_streams s
     where s.candidate_id = p_candidate_id and s.ended_at is null
       and (p_at is null or s.started_at <= p_at)),
  inserted as (
    insert into donations (candidate_id, amount_cents, donor_name, donor_email,
                           donor_address_line1, donor_address_line2, donor_city, donor_state,
                           donor_postal_code, occupation, employer, message, status,
                           idempotency_key, user_id, campaign_url_id, created_at, charge_id,
                           test_mode, stream_id)
    select p_candidate_id, p_amount_cents, p_donor_name, p_donor_email, p_address_line1,
           p_address_line2, p_city, p_state, p_postal_code, p_occupation, p_employer,
           p_message, 'succeeded', p_idempotency_key, p_user_id, p_campaign_url_id,
           coalesce(p_at, now()), p_charge_id, p_test_mode, (select l.id from live_stream l)
     where exists (select 1 from candidates c where c.id = p_candidate_id and c.is_active)
    on conflict (idempotency_key) do nothing
    returning donations.id, donations.candidate_id, donations.amount_cents,
              donations.stream_id, donations.created_at),
  moved_candidate as (
    update candidates set total_donations_cents = total_donations_cents + p_amount_cents
     where candidates.id = p_candidate_id and exists (select 1 from inserted)
     returning candidates.state_code),
  moved_state as (
    insert into state_totals (state_code, total_raised_cents)
    select m.state_code, p_amount_cents from moved_candidate m
    on conflict (state_code) do update
      set total_raised_cents = state_totals.total_raised_cents + excluded.total_raised_cents
    returning 1),
  new_donor as (
    insert into donors (email, name, first_donation_at)
    select lower(trim(p_donor_email)), p_donor_name, coalesce(p_at, now()) from inserted
    on conflict (email) do nothing
    returning 1),
  moved_platform as (
    update platform_totals
       set total_raised_cents = total_raised_cents + p_amount_cents,
           total_donors = total_donors + (select count(*) from new_donor)
     where exists (select 1 from inserted)
     returning 1),
  moved_stream as (
    update fundraising_streams set total_cents = total_cents + p_amount_cents
     where fundraising_streams.id = (select i.stream_id from inserted i)
     returning 1)
  -- The condition is always true: it reads every sub-statement, in the lock order above.
  select i.id, i.candidate_id, i.amount_cents, i.stream_id, i.created_at
    from inserted i
   where (select count(*) from moved_candidate) + (select count(*) from moved_state)
         + (select count(*) from moved_platform) + (select count(*) from moved_stream) >= 0;
end
$$;
