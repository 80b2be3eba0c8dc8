-- The locks of a batch of gifts on PostgreSQL, then their states (server/src/donations/
-- pending-gifts.ts), in the batch's transaction: one transaction-scoped advisory lock per name
-- of every gift, taken in the order of their hashes, so two batches never wait for each other
-- in a circle whatever names they share. The names are the people they stand for
-- (paid_lock_names: addresses support linked as one person share a lock). p_names holds one
-- array of names per gift, p_asks what paid_gift_states reads for each. The answer gives each
-- gift's names as locked (i: its place, from 0), so the caller can put off a gift that shares
-- a person with an earlier one of the same batch (one transaction holds both their locks), and
-- its state, read by a statement that starts after the last lock was taken: a function of its
-- own (volatile), so that statement sees what the gifts it waited for committed.
create or replace function paid_lock_gifts(p_names jsonb, p_asks jsonb)
returns table (i int, names text[], state jsonb)
language plpgsql volatile as $$
#variable_conflict use_column
declare
  h int;
  v_people jsonb;
begin
  select jsonb_agg(to_jsonb(paid_lock_names(array(select jsonb_array_elements_text(g.value))))
                   order by g.ordinality)
    into v_people
    from jsonb_array_elements(p_names) with ordinality as g;
  for h in select distinct hashtext(n)
             from jsonb_array_elements(v_people) p, jsonb_array_elements_text(p.value) n
            order by 1 loop
    perform pg_advisory_xact_lock(7240404, h);
  end loop;
  return query
  select g.i, array(select jsonb_array_elements_text(v_people -> g.i)), g.state
    from paid_gift_states(p_asks) as g
   order by g.i;
end
$$;
