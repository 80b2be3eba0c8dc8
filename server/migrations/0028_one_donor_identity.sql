-- One donor identity (docs/donation-rules.md "One donor identity"). Every
-- match of two donors reads paid_email_key / paid_identity_key (0007) on both sides: the
-- address typed against an account's address, account against account, typed against typed.
-- Until now an account was found by the address typed only when both were spelled the same
-- (lower(u.email) = lower(typed)): an account holder gave the limit logged in under another
-- address, then the limit again logged out under their own address with a `+2` tag. The
-- donors table (platform_totals.total_donors) counted addresses, not people. Earlier
-- migrations are never edited; the same SQL runs on PGlite and PostgreSQL.
-- server/test/donor-identity-one-rule.test.ts fails when a function here (or a donations,
-- committee-report, totals or charts source) compares donors' emails any other way.

-- Accounts by their donor key: the gift's one read finds every account of the typed address
-- and of the logged-in account's address, whatever its spelling, by index.
create index users_email_key_idx on users (paid_email_key(email));

-- The address of a gift as typed is kept (receipts, the committee report); who it is from is
-- donor_email_key (0007's trigger). Nothing reads lower(donor_email) any more: each gift
-- stops paying for that index.
drop index donations_donor_candidate_idx;

-- What a donation checks (0007), with one change in who the donor is: the accounts matched
-- are the logged-in one and every account whose paid_email_key is the typed address's or the
-- logged-in account's (was: the exact address typed). The key-reuse check reads the earlier
-- gift's key (was: its lower-cased address), so a replay is the same donor under any
-- spelling of the same address.
drop function paid_gift_state(bigint, text, bigint, text, text, text, text, timestamptz);
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

-- The donors table counts people: one row per donor key (was: per lower-cased address). The
-- column says what it holds.
alter table donors rename column email to email_key;
delete from donors;
insert into donors (email_key, name, first_donation_at)
select donor_email_key, (array_agg(donor_name order by created_at, id))[1], min(created_at)
  from donations
 where status = 'succeeded'
 group by donor_email_key;
update platform_totals set total_donors = (select count(*) from donors);

-- paid_record_donation (0005) with the donor counted by key; nothing else changes.
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
              donations.stream_id, donations.created_at, donations.donor_email_key),
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
    insert into donors (email_key, name, first_donation_at)
    select i.donor_email_key, p_donor_name, coalesce(p_at, now()) from inserted i
    on conflict (email_key) do nothing
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

-- paid_settle_donation (0007) with the donor counted by key (the row's own donor_email_key,
-- already there: no more work per gift than before); nothing else changes.
create or replace function paid_settle_donation(p_id bigint, p_charge_id text)
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
               donations.stream_id, donations.created_at, donations.donor_email_key,
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
    insert into donors (email_key, name, first_donation_at)
    select s.donor_email_key, s.donor_name, s.created_at from settled s
    on conflict (email_key) do nothing
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

-- paid_refund_donation (0018) with the donor counted by key: the donor stops counting when
-- no other succeeded gift has their key (donations_email_key_candidate_idx); nothing else
-- changes.
create or replace function paid_refund_donation(
  p_id bigint, p_reason text, p_by text, p_refund_id text
)
returns table (
  id bigint,
  "candidateId" bigint,
  "amountCents" bigint,
  "streamId" bigint,
  "refundedAt" timestamptz
)
language plpgsql volatile as $$
#variable_conflict use_column
declare
  v_candidate bigint;
  v_amount bigint;
  v_stream bigint;
  v_email_key text;
  v_created timestamptz;
  v_at timestamptz := now();
  v_state text;
  v_donor_gone int := 0;
begin
  update donations d
     set status = 'refunded', refunded_at = v_at, refund_reason = p_reason,
         refunded_by = p_by, refund_id = p_refund_id
   where d.id = p_id and d.status = 'succeeded'
  returning d.candidate_id, d.amount_cents, d.stream_id, d.donor_email_key, d.created_at
    into v_candidate, v_amount, v_stream, v_email_key, v_created;
  if not found then
    return;
  end if;

  perform 1 from tournaments t
   where t.status = 'active'
     and exists (select 1 from bracket_matches m
                  where m.tournament_id = t.id
                    and (m.candidate1_id = v_candidate or m.candidate2_id = v_candidate))
     for update of t;

  insert into bracket_match_refunds (match_id, donation_id, candidate_id, amount_cents,
                                     refunded_at)
  select m.id, p_id, v_candidate, v_amount, v_at
    from bracket_matches m
    join tournaments t on t.id = m.tournament_id
   where m.decided_at is not null and m.raised1_cents is not null
     and (m.candidate1_id = v_candidate or m.candidate2_id = v_candidate)
     and v_created >= t.start_date + make_interval(days => (m.round - 1) * t.round_length_days)
     and v_created < t.start_date + make_interval(days => m.round * t.round_length_days);

  update candidates c set total_donations_cents = c.total_donations_cents - v_amount
   where c.id = v_candidate
  returning c.state_code into v_state;

  update state_totals s set total_raised_cents = s.total_raised_cents - v_amount
   where s.state_code = v_state;

  delete from donors r
   where r.email_key = v_email_key
     and not exists (select 1 from donations g
                      where g.donor_email_key = v_email_key and g.status = 'succeeded');
  get diagnostics v_donor_gone = row_count;

  update platform_totals p
     set total_raised_cents = p.total_raised_cents - v_amount,
         total_donors = p.total_donors - v_donor_gone;

  update fundraising_streams f set total_cents = f.total_cents - v_amount
   where f.id = v_stream;

  return query select p_id, v_candidate, v_amount, v_stream, v_at;
end
$$;
