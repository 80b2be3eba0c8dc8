-- Refunds by support, and a member's own list of gifts (docs/donation-rules.md,
-- "Refunds" and "My donations"). Earlier migrations are never edited; the same SQL runs on
-- PGlite and PostgreSQL.

-- Who undid a gift, when and why. refund_id is the payment provider's refund (null for a gift
-- written without a payment, such as the demo seed's: nothing was charged, nothing to return).
alter table donations
  add column refunded_at timestamptz,
  add column refund_reason text,
  -- 'admin <userId>' (an admin's session) or 'admin command' (the admin secret)
  add column refunded_by text,
  add column refund_id text;

-- My donations (GET /api/donations/mine): one account's gifts, newest first.
create index donations_user_time_idx on donations (user_id, created_at desc, id desc)
  where user_id is not null;

-- The ledger of refunds that came after a round was decided. A decided match stays decided:
-- its raised figures are what the round was decided on, and its winner has moved on. One row
-- per refunded gift that the match counted (the gift's candidate played in it, and the gift
-- was made inside the round's window), so the bracket can say "decided before a $X refund".
create table bracket_match_refunds (
  match_id bigint not null references bracket_matches (id) on delete cascade,
  donation_id bigint not null references donations (id) on delete cascade,
  candidate_id bigint not null,
  amount_cents bigint not null check (amount_cents > 0),
  refunded_at timestamptz not null,
  primary key (match_id, donation_id)
);

-- The test-mode provider's own record of its refunds, beside its charges
-- (test_payment_charges, migration 0007): one refund per charge, so asking twice answers the
-- first refund.
create table test_payment_refunds (
  charge_id text primary key,
  refund_id text not null unique,
  amount_cents bigint not null check (amount_cents > 0),
  created_at timestamptz not null default now()
);

-- Succeeded -> refunded, and every running total the gift moved moves back, in one call
-- (inside the caller's transaction; donations/refund-donation.ts). Only a succeeded row
-- changes, so a second refund (a retry, two admins at once) changes nothing and answers no
-- row. Locks in this order: the donation; the active tournaments its candidate plays in (the
-- clock's round end holds that lock while it sums the round's money, so a refund lands wholly
-- before a round is decided or wholly after it, never half-counted; it locks candidates only
-- after the tournament, as this does); then the order of paid_settle_donation (0007):
-- candidate, state_totals, donors, platform_totals, stream.
-- - Candidate, state and platform money and the stream's total go down by the amount.
-- - The donor stops counting (a row of donors, platform_totals.total_donors) when no other
--   succeeded gift has that address, as recompute-totals.ts counts them.
-- - A round's money is summed from succeeded gifts when the round ends, so an active round
--   simply stops counting the gift; each decided match that counted it gets a ledger row.
create function paid_refund_donation(p_id bigint, p_reason text, p_by text, p_refund_id text)
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
  v_email text;
  v_created timestamptz;
  v_at timestamptz := now();
  v_state text;
  v_donor_gone int := 0;
begin
  update donations d
     set status = 'refunded', refunded_at = v_at, refund_reason = p_reason,
         refunded_by = p_by, refund_id = p_refund_id
   where d.id = p_id and d.status = 'succeeded'
  returning d.candidate_id, d.amount_cents, d.stream_id, lower(d.donor_email), d.created_at
    into v_candidate, v_amount, v_stream, v_email, v_created;
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
   where r.email = v_email
     and not exists (select 1 from donations g
                      where lower(g.donor_email) = v_email and g.status = 'succeeded');
  get diagnostics v_donor_gone = row_count;

  update platform_totals p
     set total_raised_cents = p.total_raised_cents - v_amount,
         total_donors = p.total_donors - v_donor_gone;

  update fundraising_streams f set total_cents = f.total_cents - v_amount
   where f.id = v_stream;

  return query select p_id, v_candidate, v_amount, v_stream, v_at;
end
$$;

-- Live push: a refund moves the same figures a gift moved, so it is told the same way (the
-- candidate's page and console, and the competition's money); viewers read them again.
create or replace function paid_live_donation() returns trigger
language plpgsql as $$
begin
  if (new.status = 'succeeded' and (tg_op = 'INSERT' or old.status is distinct from 'succeeded'))
     or (tg_op = 'UPDATE' and old.status = 'succeeded' and new.status = 'refunded') then
    perform paid_live_publish('candidate:' || new.candidate_id, 'donation', jsonb_build_object(
      'candidateId', new.candidate_id, 'streamId', new.stream_id));
    perform paid_live_publish('competition', 'money', '{}'::jsonb);
  end if;
  return null;
end
$$;
