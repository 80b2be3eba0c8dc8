-- Every address key of the people these address keys belong to (donor_links, migration
-- 0035): the keys themselves and every key linked with one of them. What the limit
-- (paid_gift_state), the excess queue and the gift's locks match a donor's address by.
create or replace function paid_person_keys(p_email_keys text[])
returns text[]
language sql stable as $$
  select coalesce(array_agg(distinct k.key), '{}')
    from (select x as key from unnest(p_email_keys) x
          union all
          select l.email_key from donor_links l
           where l.person_key in (select coalesce(m.person_key, y)
                                    from unnest(p_email_keys) y
                                    left join donor_links m on m.email_key = y)) k
   where k.key is not null
$$;
