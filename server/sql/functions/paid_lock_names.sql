-- A gift's lock names (server/src/donations/gift-locks.ts) as the people they are: an
-- `email:<key>` name becomes `email:<person key>` (the person key of paid_person_key, read
-- here from donor_links directly: files are applied in name order), so gifts typed with two
-- addresses support linked as one person take one lock and check the limit one after the
-- other. Other names are kept.
create or replace function paid_lock_names(p_names text[])
returns text[]
language sql stable as $$
  select coalesce(array_agg(distinct coalesce('email:' || l.person_key, n)), '{}')
    from unnest(p_names) n
    left join donor_links l on n like 'email:%' and l.email_key = substr(n, 7)
$$;
