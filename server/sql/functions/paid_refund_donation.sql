-- Support's refund (server/src/donations/refund-donation.ts, docs/donation-rules.md
-- "Refunds"): succeeded -> refunded, and every total the gift moved moves back
-- (paid_move_totals), in one call inside the caller's transaction. Only a succeeded row
-- changes, so a second refund (a retry, two admins at once) changes nothing and answers no
-- row. Locks in this order: the donation; the active tournaments its candidate plays in (the
-- clock's round end holds that lock while it sums the round's money, so a refund lands wholly
-- before a round is decided or wholly after it, never half-counted; it locks candidates only
-- after the tournament, as this does); then paid_move_totals' order. A round's money is summed
-- from succeeded gifts when the round ends, so an active round simply stops counting the
-- gift; each decided match that counted it gets a ledger row (bracket_match_refunds).
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
  v_gift donations;
  v_at timestamptz := now();
begin
  update donations d
     set status = 'refunded', refunded_at = v_at, refund_reason = p_reason,
         refunded_by = p_by, refund_id = p_refund_id
   where d.id = p_id and d.status = 'succeeded'
  returning * into v_gift;
  if not found then
    return;
  end if;

  perform 1 from tournaments t
   where t.status = 'active'
     and exists (select 1 from bracket_matches m
                  where m.tournament_id = t.id
                    and (m.candidate1_id = v_gift.candidate_id
                         or m.candidate2_id = v_gift.candidate_id))
     for update of t;

  insert into bracket_match_refunds (match_id, donation_id, candidate_id, amount_cents,
                                     refunded_at)
  select m.id, p_id, v_gift.candidate_id, v_gift.amount_cents, v_at
    from bracket_matches m
    join tournaments t on t.id = m.tournament_id
   where m.decided_at is not null and m.raised1_cents is not null
     and (m.candidate1_id = v_gift.candidate_id or m.candidate2_id = v_gift.candidate_id)
     and v_gift.created_at >= t.start_date
                              + make_interval(days => (m.round - 1) * t.round_length_days)
     and v_gift.created_at < t.start_date + make_interval(days => m.round * t.round_length_days);

  perform paid_move_totals(v_gift.candidate_id, v_gift.stream_id, -v_gift.amount_cents,
                           v_gift.donor_email_key, v_gift.donor_name, v_gift.created_at);

  return query select p_id, v_gift.candidate_id, v_gift.amount_cents, v_gift.stream_id, v_at;
end
$$;
