-- paid_gift_state for several gifts at once (server/src/donations/donor-allowance.ts
-- readGiftStates; pending-gifts.ts reads a batch of gifts so): one row per ask, i its place in
-- p_asks (from 0), the state as a JSON object of paid_gift_state's columns.
create or replace function paid_gift_states(p_asks jsonb)
returns table (i int, state jsonb)
language sql stable as $$
  select x.i, to_jsonb(s)
    from jsonb_to_recordset(p_asks) as x(i int, candidate_id bigint, email text, user_id bigint,
           name text, line1 text, postal_code text, key text, election_id bigint, today date)
    cross join lateral paid_gift_state(x.candidate_id, x.email, x.user_id, x.name, x.line1,
                                       x.postal_code, x.key, x.election_id, x.today) as s
   order by x.i
$$;
