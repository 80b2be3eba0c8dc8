-- paid_gift_state for several gifts at once (server/src/donations/donor-allowance.ts
-- readGiftStates; pending-gifts.ts reads a batch of gifts so): one row per ask, i its place in
-- p_asks (from 0), the state as a JSON object of paid_gift_state's columns. An ask's fields
-- are named as in TypeScript (GiftStateAsk flattened); one left out is null.
create or replace function paid_gift_states(p_asks jsonb)
returns table (i int, state jsonb)
language sql stable as $$
  select x.i, to_jsonb(s)
    from jsonb_to_recordset(p_asks) as x(i int, "candidateId" bigint, email text,
           "userId" bigint, "donorName" text, "addressLine1" text, "postalCode" text,
           "idempotencyKey" text, "electionId" bigint, today date)
    cross join lateral paid_gift_state(x."candidateId", x.email, x."userId", x."donorName",
                                       x."addressLine1", x."postalCode", x."idempotencyKey",
                                       x."electionId", x.today) as s
   order by x.i
$$;
