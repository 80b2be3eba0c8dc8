-- A pending gift charged (server/src/donations/gift-settlement.ts): it becomes succeeded, every
-- total moves (paid_move_totals) and, when given, its receipt is queued in the mail outbox
-- (mail/outbox.ts sends it), all in one call: one round trip, atomic on its own, so a receipt
-- exists exactly when the gift does. Only a pending row changes, so a second claimant settles
-- nothing, queues nothing and answers no row.
create or replace function paid_settle_donation(
  p_id bigint,
  p_charge_id text,
  p_mail_to text,
  p_mail_subject text,
  p_mail_text text
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
  update donations d set status = 'succeeded', charge_id = p_charge_id, settle_after = null
   where d.id = p_id and d.status = 'pending'
  returning * into v_gift;
  if not found then
    return;
  end if;

  perform paid_move_totals(v_gift.candidate_id, v_gift.stream_id, v_gift.amount_cents,
                           v_gift.donor_email_key, v_gift.donor_name, v_gift.created_at);

  if p_mail_to is not null then
    insert into mail_outbox (recipient, subject, body_text, kind)
    values (p_mail_to, p_mail_subject, p_mail_text, 'receipt');
  end if;

  return query select v_gift.id, v_gift.candidate_id, v_gift.amount_cents, v_gift.stream_id,
                      v_gift.created_at;
end
$$;
