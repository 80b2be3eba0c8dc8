-- One donor, one limit; a gift's states; the card charged outside any transaction
-- (decisions section 10, server/src/donations). Earlier migrations are never edited.

-- Who a donor is -------------------------------------------------------------------------
-- The same person under another address: lower case, trimmed, the `+tag` dropped, and for
-- providers that ignore dots (gmail.com, googlemail.com: one mailbox) no dots and one domain.
-- server/src/donations/donor-identity.ts is the same rule in TypeScript (for the gift's
-- locks); a test checks that both agree.
create function paid_email_key(p_email text)
returns text
language plpgsql immutable as $$
declare
  v text := lower(btrim(coalesce(p_email, ''), E' \t\r\n'));
  v_at int := length(v) - position('@' in reverse(v)) + 1;
  v_local text;
  v_domain text;
begin
  if position('@' in v) = 0 then return v; end if;
  v_local := split_part(left(v, v_at - 1), '+', 1);
  v_domain := substr(v, v_at + 1);
  if v_domain in ('gmail.com', 'googlemail.com') then
    v_local := replace(v_local, '.', '');
    v_domain := 'gmail.com';
  end if;
  return v_local || '@' || v_domain;
end
$$;

-- The same person by name and street: name and address line 1 in lower case with everything
-- but letters and digits removed ('1 Main St.' = '1 main st'), the ZIP's first five digits.
-- Null unless all three are there.
create function paid_identity_key(p_name text, p_line1 text, p_postal_code text)
returns text
language sql immutable as $$
  select case when s.n <> '' and s.a <> '' and s.z ~ '^[0-9]{5}$' then s.n || '|' || s.a || '|' || s.z end
    from (select regexp_replace(lower(coalesce(p_name, '')), '[^a-z0-9]+', '', 'g') as n,
                 regexp_replace(lower(coalesce(p_line1, '')), '[^a-z0-9]+', '', 'g') as a,
                 left(regexp_replace(coalesce(p_postal_code, ''), '[^0-9]+', '', 'g'), 5) as z) s
$$;

-- Every donation row carries its keys, whoever writes it (the API, the seed, imports): a
-- trigger fills them, so the limit's sum is one indexed query.
alter table donations
  add column donor_email_key text,
  add column donor_identity_key text,
  -- pending gifts: until when the request that made it (or a reconcile run) is charging it;
  -- after that anyone may claim it (gift-settlement.ts). Null once settled.
  add column settle_after timestamptz;

update donations
   set donor_email_key = paid_email_key(donor_email),
       donor_identity_key = paid_identity_key(donor_name, donor_address_line1, donor_postal_code);

alter table donations alter column donor_email_key set not null;

create function paid_donation_keys()
returns trigger
language plpgsql as $$
begin
  new.donor_email_key := paid_email_key(new.donor_email);
  new.donor_identity_key := paid_identity_key(new.donor_name, new.donor_address_line1,
                                              new.donor_postal_code);
  return new;
end
$$;

create trigger donations_donor_keys
  before insert or update of donor_email, donor_name, donor_address_line1, donor_postal_code
  on donations for each row execute function paid_donation_keys();

create index donations_email_key_candidate_idx on donations (donor_email_key, candidate_id);
create index donations_identity_key_candidate_idx on donations (donor_identity_key, candidate_id)
  where donor_identity_key is not null;
-- The candidate person (a deleted profile keeps its owner in removed_user_id).
create index candidates_removed_user_idx on candidates (removed_user_id)
  where removed_user_id is not null;

-- A gift's states: pending -> succeeded | declined; succeeded -> refunded -----------------
alter table donations drop constraint donations_status_check;
alter table donations add constraint donations_status_check
  check (status in ('pending', 'succeeded', 'declined', 'refunded'));
create index donations_pending_idx on donations (settle_after) where status = 'pending';

-- The test-mode provider's own record of its charges: what a real processor's dashboard is.
-- It lives in this database only because the test provider has no other; reconciliation
-- asks the provider (PaymentProvider.lookup), never this table directly.
create table test_payment_charges (
  idempotency_key text primary key,
  charge_id text not null unique,
  amount_cents bigint not null check (amount_cents > 0),
  created_at timestamptz not null default now()
);

-- The gift's locks on PostgreSQL (gift-locks.ts): one transaction-scoped advisory lock per
-- name, taken in the order of their hashes, so two gifts never wait for each other in a
-- circle whatever names they share.
create function paid_lock_gift(p_names text[])
returns void
language plpgsql volatile as $$
declare
  h int;
begin
  for h in select distinct hashtext(n) from unnest(p_names) as n order by 1 loop
    perform pg_advisory_xact_lock(7240404, h);
  end loop;
end
$$;

-- What a donation checks, read after its locks; also the allowance route's one query
-- (donor-allowance.ts). The donor's gifts counted are pending or succeeded, since the cycle
-- began, to the candidate PERSON (every profile of the candidate's account, also deleted
-- ones; a profile without an account is itself), matched by any of: the normalized email
-- typed; the logged-in account's normalized email; the account, and any account whose email
-- is the one typed; the normalized name + street + ZIP.
drop function paid_gift_state(bigint, text, bigint, text, timestamptz);
create function paid_gift_state(
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
  "earlierEmail" text,
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
    from users u where u.id = p_user_id or lower(u.email) = lower(btrim(p_email));
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
         e.id, e.candidate_id, ec.name, e.amount_cents, lower(e.donor_email), e.created_at,
         e.test_mode, e.status
    from (select 1) as one
    left join candidates c on c.id = p_candidate_id
    left join donations e on e.idempotency_key = p_idempotency_key
    left join candidates ec on ec.id = e.candidate_id;
end
$$;

-- A pending gift charged: it becomes succeeded and every running total moves, in one
-- statement, with the row locks in the order of paid_record_donation (0005): donation,
-- candidate, state_totals, donors, platform_totals, stream (the one it was made on: the
-- pending row names it). Settles only a pending row, so a second settle (a duplicate, a
-- reconcile run) changes nothing and answers no row.
create function paid_settle_donation(p_id bigint, p_charge_id text)
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
  with settled as (
    update donations set status = 'succeeded', charge_id = p_charge_id, settle_after = null
     where donations.id = p_id and donations.status = 'pending'
     returning donations.id, donations.candidate_id, donations.amount_cents,
               donations.stream_id, donations.created_at, donations.donor_email,
               donations.donor_name),
  moved_candidate as (
    update candidates set total_donations_cents = total_donations_cents + s.amount_cents
      from settled s
     where candidates.id = s.candidate_id
     returning candidates.state_code, s.amount_cents),
  moved_state as (
    insert into state_totals (state_code, total_raised_cents)
    select m.state_code, m.amount_cents from moved_candidate m
    on conflict (state_code) do update
      set total_raised_cents = state_totals.total_raised_cents + excluded.total_raised_cents
    returning 1),
  new_donor as (
    insert into donors (email, name, first_donation_at)
    select lower(trim(s.donor_email)), s.donor_name, s.created_at from settled s
    on conflict (email) do nothing
    returning 1),
  moved_platform as (
    update platform_totals
       set total_raised_cents = total_raised_cents + s.amount_cents,
           total_donors = total_donors + (select count(*) from new_donor)
      from settled s
     returning 1),
  moved_stream as (
    update fundraising_streams set total_cents = total_cents + s.amount_cents
      from settled s
     where fundraising_streams.id = s.stream_id
     returning 1)
  select s.id, s.candidate_id, s.amount_cents, s.stream_id, s.created_at
    from settled s
   where (select count(*) from moved_candidate) + (select count(*) from moved_state)
         + (select count(*) from moved_platform) + (select count(*) from moved_stream) >= 0;
end
$$;
