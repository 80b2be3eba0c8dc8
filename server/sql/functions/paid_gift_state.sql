-- What a donation checks, read after its locks (server/src/donations/make-donation.ts); also
-- the allowance route's query, once per election (donor-allowance.ts). The election the gift
-- is designated to: p_election_id when the donor chose one (any of the candidate's elections,
-- so a past one can be refused by name), else the candidate's next election on or after
-- p_today (paid_candidate_elections; null when there is none). The donor's gifts counted are
-- pending or succeeded, to the candidate PERSON (every profile of the candidate's account,
-- also deleted ones; a profile without an account is itself), matched by any of: the typed
-- address's donor key; the logged-in account's key; the account and every account whose key
-- is one of those two; every address key support linked with those two as one person
-- (paid_person_keys, donor_links); the name + street + ZIP key (docs/donation-rules.md "One donor
-- identity"): "givenCents" those designated to that election, "cycleGivenCents" those of its
-- cycle (the itemisation threshold). A gift left undesignated by the backfill (no election
-- was found for it) counts as its cycle's general. And the donation with this idempotency
-- key, if any, with its donor key and election, so a replay is the same donor under any
-- spelling.
create or replace function paid_gift_state(
  p_candidate_id bigint,
  p_email text,
  p_user_id bigint,
  p_name text,
  p_address_line1 text,
  p_postal_code text,
  p_idempotency_key text,
  p_election_id bigint,
  p_today date
)
returns table (
  "candidateName" text,
  "candidateActive" boolean,
  "candidateActivated" boolean,
  "electionId" bigint,
  "electionKind" text,
  "electionDate" text,
  "electionCycle" text,
  "electionProvisional" boolean,
  "limitCents" bigint,
  "givenCents" bigint,
  "cycleGivenCents" bigint,
  "earlierId" bigint,
  "earlierCandidateId" bigint,
  "earlierCandidateName" text,
  "earlierAmountCents" bigint,
  "earlierEmailKey" text,
  "earlierCreatedAt" timestamptz,
  "earlierTestMode" boolean,
  "earlierStatus" text,
  "earlierElectionId" bigint,
  "earlierElectionKind" text,
  "earlierElectionDate" text
)
language plpgsql stable
-- One plan for every call: PL/pgSQL would otherwise plan the donations sum again at each
-- gift (its OR over three donor indexes makes a custom plan cost ~1.5 ms on PGlite), for the
-- same plan it settles on (bench/REPORT.md "A gift's path").
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
declare
  v_person bigint;
  v_email_key text := paid_email_key(p_email);
  v_account_key text;
  v_identity_key text := paid_identity_key(p_name, p_address_line1, p_postal_code);
  v_user_ids bigint[];
  v_keys text[];
  v_election record;
begin
  select coalesce(c.user_id, c.removed_user_id) into v_person
    from candidates c where c.id = p_candidate_id;
  select paid_email_key(u.email) into v_account_key from users u where u.id = p_user_id;
  v_keys := paid_person_keys(array[v_email_key, v_account_key]);
  select array_agg(u.id) into v_user_ids
    from users u
   where u.id = p_user_id
      or paid_email_key(u.email) = any(v_keys);
  if p_election_id is null then
    select * into v_election from paid_candidate_elections(p_candidate_id, p_today) limit 1;
  else
    select * into v_election from paid_candidate_elections(p_candidate_id, '-infinity')
     where id = p_election_id;
  end if;
  return query
  select c.name, c.is_active, c.is_activated,
         v_election.id, v_election.kind, to_char(v_election.election_date, 'YYYY-MM-DD'),
         v_election.cycle_id, coalesce(v_election.date_provisional or v_election.limit_provisional, false),
         v_election.limit_cents,
         coalesce(given.election_cents, 0)::bigint, coalesce(given.cycle_cents, 0)::bigint,
         e.id, e.candidate_id, ec.name, e.amount_cents, e.donor_email_key, e.created_at,
         e.test_mode, e.status, ee.id, ee.kind, to_char(ee.election_date, 'YYYY-MM-DD')
    from (select 1) as one
    left join candidates c on c.id = p_candidate_id
    left join lateral (
      select sum(g.amount_cents) filter (
               where g.election_id = v_election.id
                  or (g.election_id is null and v_election.kind = 'general'
                      and (g.created_at at time zone 'UTC')::date
                          between v_election.cycle_starts_on and v_election.cycle_ends_on)
             ) as election_cents,
             sum(g.amount_cents) filter (
               where g.election_id in (select y.id from elections y
                                        where y.cycle_id = v_election.cycle_id)
                  or (g.election_id is null
                      and (g.created_at at time zone 'UTC')::date
                          between v_election.cycle_starts_on and v_election.cycle_ends_on)
             ) as cycle_cents
        from donations g
       where v_election.id is not null
         and g.candidate_id in (select r.id from candidates r
                                 where r.id = p_candidate_id or r.user_id = v_person
                                    or r.removed_user_id = v_person)
         and g.status in ('pending', 'succeeded')
         and (g.donor_email_key = any(v_keys)
              or g.user_id = any(v_user_ids) or g.donor_identity_key = v_identity_key)
    ) as given on true
    left join donations e on e.idempotency_key = p_idempotency_key
    left join candidates ec on ec.id = e.candidate_id
    left join elections ee on ee.id = e.election_id;
end
$$;
