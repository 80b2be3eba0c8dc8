-- The locks of a batch of gifts on PostgreSQL (server/src/donations/pending-gifts.ts): one
-- transaction-scoped advisory lock per name of every gift, taken in the order of their hashes,
-- so two batches never wait for each other in a circle whatever names they share. The names
-- are the people they stand for (paid_lock_names: addresses support linked as one person share
-- a lock). p_names holds one array of names per gift; the answer gives each gift's names as
-- locked (i: its place in p_names, from 0), so the caller can put off a gift that shares a
-- person with an earlier one of the same batch (one transaction holds both their locks).
create or replace function paid_lock_gifts(p_names jsonb)
returns table (i int, names text[])
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
  select (p.ordinality - 1)::int, array(select jsonb_array_elements_text(p.value))
    from jsonb_array_elements(v_people) with ordinality as p
   order by p.ordinality;
end
$$;
