-- The gift's locks on PostgreSQL (server/src/donations/gift-locks.ts): one
-- transaction-scoped advisory lock per name, taken in the order of their hashes, so two gifts
-- never wait for each other in a circle whatever names they share. The names are the people
-- they stand for (paid_lock_names: addresses support linked as one person share a lock).
create or replace function paid_lock_gift(p_names text[])
returns void
language plpgsql volatile as $$
declare
  h int;
begin
  for h in select distinct hashtext(n) from unnest(paid_lock_names(p_names)) as n order by 1 loop
    perform pg_advisory_xact_lock(7240404, h);
  end loop;
end
$$;
