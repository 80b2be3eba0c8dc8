-- The same person by name and street: name and address line 1 in lower case with everything
-- but letters and digits removed ('1 Main St.' = '1 main st'), the ZIP's first five digits.
-- Null unless all three are there.
create or replace function paid_identity_key(p_name text, p_line1 text, p_postal_code text)
returns text
language sql immutable as $$
  select case when s.n <> '' and s.a <> '' and s.z ~ '^[0-9]{5}$' then s.n || '|' || s.a || '|' || s.z end
    from (select regexp_replace(lower(coalesce(p_name, '')), '[^a-z0-9]+', '', 'g') as n,
                 regexp_replace(lower(coalesce(p_line1, '')), '[^a-z0-9]+', '', 'g') as a,
                 left(regexp_replace(coalesce(p_postal_code, ''), '[^0-9]+', '', 'g'), 5) as z) s
$$;
