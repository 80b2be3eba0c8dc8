-- Splits p_cents off a succeeded gift (docs/money-sql.md "Partial refunds"): the row keeps its
-- id, receipt and the rest; a new succeeded row of the same charge, donor, day and stream
-- holds p_cents, names the gift it came from (split_from_id), carries p_key as its
-- idempotency key and is designated to p_election_id (null: the gift's own election). The sum
-- of succeeded gifts does not change, so no total moves here: the caller refunds the new row
-- (paid_refund_donation, which moves the totals back) or keeps it designated elsewhere.
-- Answers the new row's id; null when the gift is not succeeded or not larger than p_cents.
create or replace function paid_split_donation(
  p_id bigint, p_cents bigint, p_key text, p_election_id bigint
)
returns bigint
language plpgsql volatile as $$
declare
  v_gift donations;
begin
  select * into v_gift from donations d where d.id = p_id for update;
  if not found or v_gift.status <> 'succeeded' or v_gift.amount_cents <= p_cents then
    return null;
  end if;
  update donations d set amount_cents = d.amount_cents - p_cents where d.id = p_id;
  v_gift.id := nextval(pg_get_serial_sequence('donations', 'id'));
  v_gift.amount_cents := p_cents;
  v_gift.idempotency_key := p_key;
  v_gift.split_from_id := p_id;
  v_gift.election_id := coalesce(p_election_id, v_gift.election_id);
  insert into donations select v_gift.*;
  return v_gift.id;
end
$$;
