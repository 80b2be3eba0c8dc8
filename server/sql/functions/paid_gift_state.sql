-- What a donation checks, read after its locks (server/src/donations/make-donation.ts); also
-- the allowance route's one query (donor-allowance.ts). The donor's gifts counted are pending
-- or succeeded, since the cycle began, to the candidate PERSON (every profile of the
-- candidate's account, also deleted ones; a profile without an account is itself), matched
-- by any of: the typed address's donor key; the logged-in account's key; the account and
-- every account whose key is one of those two; the name + street + ZIP key
-- (docs/donation-rules.md "One donor identity"). And the donation with this idempotency key,
-- if any, with its donor key, so a replay is the same donor under any spelling.
create or replace function paid_gift_state(
  p_candidate_id bigint,
  p_email text,
  p_user_id bigint,
  p_name text,
  p_address_line1 text,
  p_postal_code text,
  p_idempotency_key text,
  p_cycle_starts_at timestamptz
)
returns table (
  "candidateName" text,
  "candidateActive" boolean,
  "candidateActivated" boolean,
  "givenCents" bigint,
  "earlierId" bigint,
  "earlierCandidateId" bigint,
  "earlierCandidateName" text,
  "earlierAmountCents" bigint,
  "earlierEmailKey" text,
  "earlierCreatedAt" timestamptz,
  "earlierTestMode" boolean,
  "earlierStatus" text
)
language plpgsql stable as $$
#variable_conflict use_column
declare
  v_person bigint;
  v_email_key text := paid_email_key(p_email);
  v_account_key text;
  v_identity_key text := paid_identity_key(p_name, p_address_line1, p_postal_code);
  v_user_ids bigint[];
begin
  select coalesce(c.user_id, c.removed_user_id) into v_person
    from candidates c where c.id = p_candidate_id;
  select paid_email_key(u.email) into v_account_key from users u where u.id = p_user_id;
  select array_agg(u.id) into v_user_ids
    from users u
   where u.id = p_user_id
      or paid_email_key(u.email) = v_email_key
      or paid_email_key(u.email) = v_account_key;
  return query
  select c.name, c.is_active, c.is_activated,
         (select coalesce(sum(g.amount_cents), 0)::bigint from donations g
           where g.candidate_id in (select r.id from candidates r
                                     where r.id = p_candidate_id or r.user_id = v_person
                                        or r.removed_user_id = v_person)
             and g.status in ('pending', 'succeeded')
             and g.created_at >= p_cycle_starts_at
             and (g.donor_email_key = v_email_key or g.donor_email_key = v_account_key
                  or g.user_id = any(v_user_ids) or g.donor_identity_key = v_identity_key)),
         e.id, e.candidate_id, ec.name, e.amount_cents, e.donor_email_key, e.created_at,
         e.test_mode, e.status
    from (select 1) as one
    left join candidates c on c.id = p_candidate_id
    left join donations e on e.idempotency_key = p_idempotency_key
    left join candidates ec on ec.id = e.candidate_id;
end
$$;
